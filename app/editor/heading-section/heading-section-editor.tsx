/**
 * Heading section editor (spec editing-tools §2.5, §3, §4, §5, §8): a page heading with up to three
 * title parts, a description, a button or text link, an optional image, background and text style,
 * with a live preview. Saves go through the content API; the page refetches its headings at once.
 */
import { LinkPicker } from "../shared/link-picker.tsx";
import { ImageIcon, Link2, MousePointerClick, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button, Field, Input, Textarea } from "../../components/ui/index.ts";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { api, unwrap } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { TEMPLATE_HEADING_SECTION_UPDATED_EVENT } from "../../view-models/section-freshness.ts";
import { HEADING_TEXT_STYLE_VARIANTS } from "../../view-models/section-options.ts";
import { headingTextStyle, TEXT_ALIGN } from "../../view-models/section-styles.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { safeMediaUrl } from "../../../shared/rules/media.ts";
import { HEADING_MESSAGES, headingFormSchema } from "../../../shared/schemas/heading-schema.ts";
import { plainText } from "../../view-models/rich-text.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { BackgroundAndTextStyleMenus } from "../sections-shared/style-menus.tsx";
import { ChoiceGroup, previewBackground, SwitchRow, ToolbarMenu } from "../sections-shared/pickers.tsx";
import {
  addTitlePart,
  draftFromHeading,
  headingPayload,
  newHeadingDraft,
  removeTitlePart,
  type HeadingDraft,
  type HeadingTranslatedField,
  type LoadedHeading,
} from "./heading-draft.ts";
import {
  LoadFailure,
  RecordEditorFooter,
  RecordEditorFrame,
} from "../../components/editor-kit/record-editor-frame.tsx";

type HeadingRecord = LoadedHeading & { id: number; updated_at: string };

// Apple and Coded Harmony are the styles' names (spec), the same in every language.
const styleLabels = (ui: { locale: UiLocale }): Record<string, string> => ({
  default: m.editors_styleDefault({}, ui),
  apple: "Apple",
  codedharmony: "Coded Harmony",
});

const fieldLabels = (ui: { locale: UiLocale }): Record<string, string> => ({
  name: m.fields_secHeadingName({}, ui),
  name_part_2: m.fields_secTitlePart2({}, ui),
  name_part_3: m.fields_secTitlePart3({}, ui),
  description_text: m.fields_secDescriptionText({}, ui),
  button_text: m.fields_secButtonText({}, ui),
  url: m.fields_secButtonUrl({}, ui),
  url_page: m.fields_secPageUrl({}, ui),
  image: m.fields_secImage({}, ui),
  background_color: m.fields_secBackgroundColour({}, ui),
});

function announceChange() {
  window.dispatchEvent(new Event(TEMPLATE_HEADING_SECTION_UPDATED_EVENT));
}

export default function HeadingSectionEditor(props: EditorProps<"heading-section">) {
  return (
    <WithQueryClient>
      <HeadingSectionEditorDialog {...props} />
    </WithQueryClient>
  );
}

/**
 * On the record-editor layer (decision 042): load, version, local draft, undo, close question,
 * merge with another admin's save and presence from `useRecordEditor`; the form checks the API's
 * own rules (shared/schemas/heading-schema.ts) through `useEditorForm`.
 */
function HeadingSectionEditorDialog({ request, onClose }: EditorProps<"heading-section">) {
  const ui = useUiLanguage();
  const headingId = request.mode === "edit" ? request.id : null;
  const [initial] = useState(() => newHeadingDraft(request.mode === "create" ? request.urlPage : ""));
  const editor = useRecordEditor<HeadingDraft, HeadingRecord>({
    entity: "heading_section",
    id: headingId,
    initial,
    load: (target) =>
      unwrap(
        api.GET("/template-heading-sections/{id}", { params: { path: { id: target } } }),
      ) as Promise<HeadingRecord>,
    toDraft: draftFromHeading,
    versionOf: (record) => record.updated_at,
    create: (draft) =>
      unwrap(api.POST("/template-heading-sections", { body: headingPayload(draft) })) as Promise<HeadingRecord>,
    update: (target, draft, version) =>
      unwrap(
        api.PUT("/template-heading-sections/{id}", {
          params: { path: { id: target } },
          body: { ...headingPayload(draft), updated_at: version ?? "" },
        }),
      ) as Promise<HeadingRecord>,
    remove: (target, version) =>
      unwrap(
        api.DELETE("/template-heading-sections/{id}", {
          params: { path: { id: target }, query: { updated_at: version ?? "" } },
        }),
      ),
    texts: {
      created: m.fields_secHeadingCreated({}, ui),
      updated: m.fields_secHeadingUpdated({}, ui),
      deleted: m.fields_secHeadingDeleted({}, ui),
      saveFailed: m.fields_secHeadingSaveFailed({}, ui),
      deleteFailed: m.fields_secHeadingDeleteFailed({}, ui),
    },
    onSaved: announceChange,
    onDeleted: announceChange,
    onClose,
  });
  const form = useEditorForm(editor, headingFormSchema);
  const { submit, fieldRef } = form;
  // The schema's messages are the API's English ones; the person reads them in their language.
  const requiredMessages: Record<string, string> = {
    [HEADING_MESSAGES.name]: m.fields_secNeedHeadingName({}, ui),
    [HEADING_MESSAGES.description_text]: m.fields_secNeedDescriptionText({}, ui),
    [HEADING_MESSAGES.url_page]: m.fields_secNeedPageUrl({}, ui),
  };
  const errorOf = (name: string) => {
    const message = form.errorOf(name);
    return message === undefined ? undefined : (requiredMessages[message] ?? message);
  };
  const draft = editor.draft;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const id = useId();
  const editing = headingId !== null;
  const { loading, loadError } = editor;

  function change(next: Partial<HeadingDraft> | ((current: HeadingDraft) => HeadingDraft), group?: string) {
    editor.set(
      typeof next === "function" ? next : (current) => ({ ...current, ...next }),
      group ? { group } : undefined,
    );
  }

  const style = headingTextStyle(draft.text_style_variant);
  const image = safeMediaUrl(draft.image);
  const translations = useRecordTranslations("heading_sections", headingId);
  const focus = request.mode === "edit" ? (request.focus ?? null) : null;
  /** The props of one translated field: its translations in the draft, its saved states, the link's language. */
  const translated = (field: HeadingTranslatedField) => ({
    field,
    source: draft[field],
    value: draft[`${field}_translation`],
    onChange: (value: Record<string, string>) => change({ [`${field}_translation`]: value }, `${field}-translation`),
    record: translations,
    focusLocale: focus?.field === field ? focus.locale : null,
  });

  return (
    <RecordEditorFrame
      editor={editor}
      title={m.fields_secHeadingTitle({}, ui)}
      badge={editing ? m.editors_edit({}, ui) : m.editors_new({}, ui)}
      subtitle={editing ? m.fields_secHeadingSubtitleEdit({}, ui) : m.fields_secHeadingSubtitleNew({}, ui)}
      className="w-[min(60rem,calc(100vw-2rem))]"
      history={{
        available: editing,
        render: () => (
          <HistoryPanel
            entity="heading_section"
            entityId={headingId!}
            className="rounded-lg border border-gray-200 p-3"
            onRestored={(result) => {
              if (result.record) editor.adopt(result.record as unknown as HeadingRecord);
            }}
          />
        ),
      }}
      deleteQuestion={{
        title: m.fields_secHeadingDeleteTitle({}, ui),
        text: m.fields_secHeadingDeleteText({}, ui),
      }}
      footer={(frame) => (
        <RecordEditorFooter editor={editor} frame={frame} editing={editing} onSave={() => void submit()} />
      )}
    >
      {({ history }) =>
        loading ? (
          <p className="text-sm text-gray-600">{m.fields_secHeadingLoading({}, ui)}</p>
        ) : loadError ? (
          <LoadFailure message={loadError} onRetry={editor.retry} />
        ) : (
          <div className="space-y-5">
            <RecordEditorNotices
              editor={editor}
              noun={m.fields_secHeadingNoun({}, ui)}
              fieldLabel={(key) => fieldLabels(ui)[key] ?? key}
            />
            {history}
            <div role="toolbar" aria-label={m.fields_secHeadingSettings({}, ui)} className="flex flex-wrap gap-2">
              <ToolbarMenu
                name="image"
                label={m.fields_secImagePosition({}, ui)}
                value={draft.image_first ? m.fields_secLeft({}, ui) : m.fields_secRight({}, ui)}
                icon={<ImageIcon aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              >
                <ChoiceGroup
                  label={m.fields_secImagePosition({}, ui)}
                  columns={2}
                  options={[
                    { value: "left", label: m.fields_secImageLeft({}, ui) },
                    { value: "right", label: m.fields_secImageRight({}, ui) },
                  ]}
                  value={draft.image_first ? "left" : "right"}
                  onChange={(value) => change({ image_first: value === "left" })}
                />
                <Field id={`${id}-image`} label={m.fields_secImageUrl({}, ui)}>
                  <Input
                    id={`${id}-image`}
                    value={draft.image}
                    placeholder="https://…"
                    onChange={(event) => change({ image: event.target.value }, "image")}
                  />
                </Field>
              </ToolbarMenu>
              <ToolbarMenu
                name="button"
                label={m.fields_secButtonStyle({}, ui)}
                value={draft.is_text_link ? m.fields_secTextLink({}, ui) : m.fields_secButton({}, ui)}
                icon={<MousePointerClick aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              >
                <ChoiceGroup
                  label={m.fields_secLinkShownAs({}, ui)}
                  columns={2}
                  options={[
                    { value: "button", label: m.fields_secButton({}, ui) },
                    { value: "link", label: m.fields_secTextLink({}, ui) },
                  ]}
                  value={draft.is_text_link ? "link" : "button"}
                  onChange={(value) => change({ is_text_link: value === "link" })}
                />
                <SwitchRow
                  label={m.fields_secIncludeTemplateSection({}, ui)}
                  checked={draft.is_included_templatesection}
                  onCheckedChange={(checked) => change({ is_included_templatesection: checked })}
                />
                <ChoiceGroup
                  label={m.fields_secTitleAlignment({}, ui)}
                  options={[
                    { value: "left", label: m.fields_secLeft({}, ui) },
                    { value: "center", label: m.fields_secCenter({}, ui) },
                    { value: "right", label: m.fields_secRight({}, ui) },
                  ]}
                  value={draft.title_alignment}
                  onChange={(value) => change({ title_alignment: value })}
                />
              </ToolbarMenu>
              <BackgroundAndTextStyleMenus
                value={draft}
                onChange={(value) => change(value)}
                variants={HEADING_TEXT_STYLE_VARIANTS}
                labels={styleLabels(ui)}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              />
              <ToolbarMenu
                name="links"
                label={m.fields_secLinks({}, ui)}
                icon={<Link2 aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              >
                <Field
                  id={`${id}-page`}
                  label={m.fields_secPageUrl({}, ui)}
                  hint={m.fields_secPageUrlHint({}, ui)}
                  required
                  error={errorOf("url_page")}
                >
                  <Input
                    id={`${id}-page`}
                    ref={fieldRef("url_page")}
                    value={draft.url_page}
                    aria-invalid={Boolean(errorOf("url_page")) || undefined}
                    aria-describedby={errorOf("url_page") ? `${id}-page-hint ${id}-page-error` : `${id}-page-hint`}
                    onChange={(event) => change({ url_page: event.target.value }, "url_page")}
                  />
                </Field>
                <Field id={`${id}-url`} label={m.fields_secButtonUrl({}, ui)}>
                  <LinkPicker
                    id={`${id}-url`}
                    value={draft.url}
                    placeholder="/contact"
                    onChange={(url) => change({ url }, "url")}
                  />
                </Field>
              </ToolbarMenu>
            </div>

            <div className="grid gap-3 md:grid-cols-2">
              <div className="space-y-2">
                <TranslatedField label={m.fields_secHeadingName({}, ui)} maxLength={300} {...translated("name")}>
                  <Field id={`${id}-name`} label={m.fields_secHeadingName({}, ui)} required error={errorOf("name")}>
                    <Input
                      id={`${id}-name`}
                      ref={fieldRef("name")}
                      aria-invalid={Boolean(errorOf("name")) || undefined}
                      aria-describedby={errorOf("name") ? `${id}-name-error` : undefined}
                      value={draft.name}
                      maxLength={300}
                      onChange={(event) => change({ name: event.target.value }, "name")}
                    />
                  </Field>
                </TranslatedField>
                {draft.parts >= 2 && (
                  <TranslatedField
                    label={m.fields_secTitlePart2({}, ui)}
                    maxLength={300}
                    {...translated("name_part_2")}
                  >
                    <TitlePart
                      id={`${id}-part2`}
                      label={m.fields_secTitlePart2({}, ui)}
                      value={draft.name_part_2}
                      onChange={(value) => change({ name_part_2: value }, "name_part_2")}
                      removeLabel={m.fields_secRemoveTitlePart2({}, ui)}
                      onRemove={() => change((current) => removeTitlePart(current, 2))}
                    />
                  </TranslatedField>
                )}
                {draft.parts >= 3 && (
                  <TranslatedField
                    label={m.fields_secTitlePart3({}, ui)}
                    maxLength={300}
                    {...translated("name_part_3")}
                  >
                    <TitlePart
                      id={`${id}-part3`}
                      label={m.fields_secTitlePart3({}, ui)}
                      value={draft.name_part_3}
                      onChange={(value) => change({ name_part_3: value }, "name_part_3")}
                      removeLabel={m.fields_secRemoveTitlePart3({}, ui)}
                      onRemove={() => change((current) => removeTitlePart(current, 3))}
                    />
                  </TranslatedField>
                )}
                {draft.parts < 3 && (
                  <Button variant="outline" size="sm" onClick={() => change((current) => addTitlePart(current))}>
                    <Plus aria-hidden="true" />{" "}
                    {draft.parts === 1 ? m.fields_secAddSecondPart({}, ui) : m.fields_secAddThirdPart({}, ui)}
                  </Button>
                )}
              </div>
              <div className="space-y-2">
                <TranslatedField
                  label={m.fields_secDescriptionText({}, ui)}
                  multiline
                  maxLength={20000}
                  {...translated("description_text")}
                >
                  <Field
                    id={`${id}-description`}
                    label={m.fields_secDescriptionText({}, ui)}
                    required
                    error={errorOf("description_text")}
                  >
                    <Textarea
                      id={`${id}-description`}
                      ref={fieldRef("description_text")}
                      aria-invalid={Boolean(errorOf("description_text")) || undefined}
                      aria-describedby={errorOf("description_text") ? `${id}-description-error` : undefined}
                      rows={3}
                      maxLength={20000}
                      showCount={false}
                      value={draft.description_text}
                      onChange={(event) => change({ description_text: event.target.value }, "description_text")}
                    />
                  </Field>
                </TranslatedField>
                <TranslatedField label={m.fields_secButtonText({}, ui)} maxLength={200} {...translated("button_text")}>
                  <Field id={`${id}-button`} label={m.fields_secButtonText({}, ui)}>
                    <Input
                      id={`${id}-button`}
                      value={draft.button_text}
                      maxLength={200}
                      onChange={(event) => change({ button_text: event.target.value }, "button_text")}
                    />
                  </Field>
                </TranslatedField>
              </div>
            </div>
            {errorOf("url_page") && openMenu !== "links" && (
              // The page URL sits in the Links menu: its message shows here too while the menu is closed.
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorOf("url_page")}
              </p>
            )}

            <figure
              aria-label={m.fields_secLivePreview({}, ui)}
              className="overflow-hidden rounded-lg border border-dashed border-gray-300"
            >
              <figcaption className="bg-gray-50 px-3 py-1 text-xs text-gray-600">
                {m.editors_preview({}, ui)}
              </figcaption>
              <div
                data-heading-preview
                className={`flex gap-6 px-6 py-8 ${draft.image_first ? "flex-row" : "flex-row-reverse"}`}
                style={{ background: previewBackground(draft) }}
              >
                {image && <img src={image} alt="" className="h-32 w-40 shrink-0 rounded-lg object-cover" />}
                <div className={`min-w-0 flex-1 space-y-3 ${TEXT_ALIGN[draft.title_alignment]}`}>
                  <p className={`${style.title} text-gray-900`}>
                    {draft.name || m.fields_secHeadingName({}, ui)}
                    {draft.parts >= 2 && draft.name_part_2 && (
                      <span className="text-sky-700"> {draft.name_part_2}</span>
                    )}
                    {draft.parts >= 3 && draft.name_part_3 && <span> {draft.name_part_3}</span>}
                  </p>
                  {draft.description_text && <p className={style.description}>{plainText(draft.description_text)}</p>}
                  {draft.button_text &&
                    (draft.is_text_link ? (
                      <span className="font-semibold text-sky-800 underline">{draft.button_text} →</span>
                    ) : (
                      <span className="inline-block rounded-md bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
                        {draft.button_text}
                      </span>
                    ))}
                </div>
              </div>
            </figure>
          </div>
        )
      }
    </RecordEditorFrame>
  );
}

function TitlePart({
  id,
  label,
  value,
  removeLabel,
  onChange,
  onRemove,
}: {
  id: string;
  label: string;
  removeLabel: string;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-end gap-2">
      <Field id={id} label={label} className="flex-1">
        <Input id={id} value={value} maxLength={300} onChange={(event) => onChange(event.target.value)} />
      </Field>
      <Button variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
