/**
 * Hero section editor (spec editing-tools §2.9, §3 "Hero", §4, §5, §8): a live preview with the title,
 * description and button text edited in place, drag handles for text and image size, toolbar groups
 * for image, layout, title, description, button, background and animation, History and undo/redo.
 *
 * On the record-editor layer (decision 042): loading, version, local draft, undo, the close question,
 * merging with another admin's save and presence come from `useRecordEditor`; the form checks the
 * API's own rules (shared/schemas/hero-schema.ts) through `useEditorForm`. Saves go through the typed client;
 * the page refreshes its heroes on `hero-section-updated`.
 */
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/index.ts";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { api, unwrap, type ApiSchema } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { announceHeroUpdated, HERO_SECTION_UPDATED_EVENT } from "../../browser/hero-events.ts";
import type { HeroRecordLike } from "../../../shared/rules/hero.ts";
import { HERO_TITLE_MESSAGE, heroFormSchema } from "../../../shared/schemas/hero-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { MediaPicker } from "../shared/media-picker.tsx";
import { applyUpdateDetail, draftFromRecord, heroPayload, newHeroDraft, pageOf, type HeroDraft } from "./hero-draft.ts";
import { HeroPreview } from "./hero-preview.tsx";
import { heroSetters, HeroToolbar, type HeroChange } from "./hero-toolbar.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/** The hero as the API answers it (types generated from its OpenAPI document). */
type HeroRecord = ApiSchema<"HeroRecord">;

/** Field names of the hero as the conflict view shows them. */
const fieldLabels = (o: { locale: UiLocale }): Record<string, string> => ({
  title: m.fields_secTitle({}, o),
  description: m.fields_secDescription({}, o),
  button: m.fields_secButtonText({}, o),
  image: m.fields_secImage({}, o),
  animation_element: m.fields_secHeroAnimatedBackground({}, o),
  "button_style.url": m.fields_secButtonUrl({}, o),
  "background_style.seo_title": m.fields_secHeroSeoTitle({}, o),
});

export default function HeroEditor(props: EditorProps<"hero">) {
  return (
    <WithQueryClient>
      <HeroEditorDialog {...props} />
    </WithQueryClient>
  );
}

function HeroEditorDialog({ request, onClose }: EditorProps<"hero">) {
  const ui = useUiLanguage();
  const heroId = request.mode === "edit" ? request.id : null;
  // Missing and stale translations of the saved hero (decision 069).
  const translations = useRecordTranslations("website_hero", heroId);
  const [initial] = useState(() =>
    newHeroDraft(pageOf(typeof window === "undefined" ? "/" : window.location.pathname)),
  );
  const editor = useRecordEditor<HeroDraft, HeroRecord>({
    entity: "hero",
    id: heroId,
    initial,
    load: (id) => unwrap(api.GET("/heroes/{id}", { params: { path: { id } } })),
    toDraft: (record) => draftFromRecord(record as HeroRecordLike),
    versionOf: (record) => record.updated_at,
    create: (draft) => unwrap(api.POST("/heroes", { body: heroPayload(draft) as never })),
    update: (id, draft, version) =>
      unwrap(
        api.PUT("/heroes/{id}", {
          params: { path: { id } },
          body: { ...heroPayload(draft), updated_at: version } as never,
        }),
      ),
    remove: (id, version) =>
      unwrap(api.DELETE("/heroes/{id}", { params: { path: { id }, query: { updated_at: version ?? "" } } })),
    texts: {
      created: m.fields_secHeroCreated({}, ui),
      updated: m.fields_secHeroUpdated({}, ui),
      deleted: m.fields_secHeroDeleted({}, ui),
      saveFailed: m.fields_secHeroSaveFailed({}, ui),
      deleteFailed: m.fields_secHeroDeleteFailed({}, ui),
    },
    onSaved: (record) => announceHeroUpdated(record as unknown as Record<string, unknown>),
    onDeleted: (id) => announceHeroUpdated({ id, deleted: true }),
    onClose,
  });
  const { form, submit, errorOf: schemaError, fieldRef, hasErrors } = useEditorForm(editor, heroFormSchema);
  // The schema's message is the API's English one; the person reads it in their language.
  const errorOf = (name: string) => {
    const message = schemaError(name);
    return message === HERO_TITLE_MESSAGE ? m.fields_secHeroTitleRequired({}, ui) : message;
  };
  const draft = editor.draft;
  const [pickingImage, setPickingImage] = useState(false);
  const errorId = useId();
  const { set, setVersion } = editor;

  // Spec §2.9: a `hero-section-updated` event's detail updates the form.
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!detail || typeof detail !== "object") return;
      const id = (detail as { id?: unknown }).id;
      if (id !== undefined && id !== heroId) return;
      set((current) => applyUpdateDetail(current, detail));
      const updatedAt = (detail as { updated_at?: unknown }).updated_at;
      if (typeof updatedAt === "string") setVersion(updatedAt);
    };
    window.addEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
  }, [heroId, set, setVersion]);

  const change: HeroChange = (next, group) => editor.set(next, group ? { group } : undefined);
  const { patch, style } = heroSetters(change);
  const titleError = errorOf("title");
  const busy = editor.saving || editor.loading;
  // As before the layer: no save without a title (the message itself waits for a change or a submit).
  const titleMissing = !heroFormSchema.shape.title.safeParse(draft.title).success;

  return (
    <>
      <RecordEditorFrame
        editor={editor}
        title={m.fields_secHeroTitle({}, ui)}
        badge={heroId === null ? m.editors_new({}, ui) : m.editors_edit({}, ui)}
        subtitle={heroId === null ? m.fields_secHeroSubtitleNew({}, ui) : m.fields_secHeroSubtitleEdit({}, ui)}
        className="w-[min(80rem,calc(100vw-2rem))]"
        history={{
          available: heroId !== null,
          render: () => (
            <HistoryPanel
              entity="hero"
              entityId={heroId!}
              onRestored={(result) => {
                if (result.record) editor.adopt(result.record as unknown as HeroRecord);
              }}
            />
          ),
        }}
        deleteQuestion={{ title: m.fields_secHeroDeleteTitle({}, ui), text: m.fields_secHeroDeleteText({}, ui) }}
        footer={(frame) => (
          <>
            {heroId !== null && (
              <Button variant="destructive" onClick={frame.askDelete} disabled={busy}>
                {m.editor_delete({}, ui)}
              </Button>
            )}
            <Button variant="outline" onClick={editor.requestClose}>
              {m.editor_cancel({}, ui)}
            </Button>
            <Button
              onClick={() => void submit()}
              disabled={busy || hasErrors || titleMissing || Boolean(editor.loadError) || form.formState.isSubmitting}
            >
              {editor.saving
                ? m.editor_saving({}, ui)
                : heroId === null
                  ? m.fields_secHeroCreate({}, ui)
                  : m.fields_secHeroSaveChanges({}, ui)}
            </Button>
          </>
        )}
      >
        {({ history }) =>
          editor.loading ? (
            <p className="p-6 text-sm text-gray-600">{m.fields_secHeroLoading({}, ui)}</p>
          ) : editor.loadError ? (
            <p role="alert" className="p-6 text-sm text-red-700">
              {editor.loadError}
            </p>
          ) : (
            <div className="space-y-4">
              <RecordEditorNotices
                editor={editor}
                noun={m.fields_secHeroNoun({}, ui)}
                fieldLabel={(key) => fieldLabels(ui)[key] ?? key}
              />
              <HeroToolbar
                draft={draft}
                change={change}
                titleInvalid={Boolean(titleError)}
                onPickImage={() => setPickingImage(true)}
                translations={translations}
                focus={request.mode === "edit" ? (request.focus ?? null) : null}
              />
              {titleError && (
                <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                  {titleError}
                </p>
              )}
              <HeroPreview
                draft={draft}
                titleInvalid={Boolean(titleError)}
                titleErrorId={titleError ? errorId : undefined}
                titleFieldRef={fieldRef("title")}
                onTitle={(title) => patch("title", title, "title")}
                onDescription={(description) => patch("description", description, "description")}
                onButton={(button) => patch("button", button, "button")}
                onTitleSize={(desktop) =>
                  style("title_style", { size: { ...draft.title_style.size, desktop } }, "title-size")
                }
                onDescriptionSize={(desktop) =>
                  style("description_style", { size: { ...draft.description_style.size, desktop } }, "description-size")
                }
                onImageSize={(size) => style("image_style", size, "image-size")}
                onRemoveImage={() => patch("image", null)}
              />
              {history}
            </div>
          )
        }
      </RecordEditorFrame>
      {pickingImage && (
        <MediaPicker
          title={m.fields_secHeroChooseImage({}, ui)}
          onClose={() => setPickingImage(false)}
          onPick={(choice) => {
            patch("image", choice.url);
            setPickingImage(false);
          }}
        />
      )}
    </>
  );
}
