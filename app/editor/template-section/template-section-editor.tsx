/**
 * Template section editor (spec editing-tools §2.2–§2.4, §4, §5, §8): create (on a page) or edit
 * (by id) one section: its type, layout, background and text style, with a live preview; its
 * metrics (edit mode); for team and testimonials sections, the people shown. Saves go through the
 * content API (one write path, revisions, cache purge); the page refetches its sections at once.
 */
import { LayoutGrid, Shapes } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Field, Input, Textarea, toast } from "../../components/ui/index.ts";
import { defaultFieldLabel, RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { sameValue } from "../../components/editor-kit/merge.ts";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { api, unwrap } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "../../view-models/section-freshness.ts";
import { IMAGE_HEIGHT_OPTIONS, imageHeightPx, TEXT_STYLE_VARIANTS } from "../../view-models/section-options.ts";
import { sectionTextStyle, TEXT_ALIGN } from "../../view-models/section-styles.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { SECTION_TITLE_MESSAGE, sectionFormSchema } from "../../../shared/schemas/template-section-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { BackgroundAndTextStyleMenus } from "../sections-shared/style-menus.tsx";
import { ChoiceGroup, previewBackground, SwitchRow, ToolbarMenu } from "../sections-shared/pickers.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { plural } from "../shared/plural.ts";
import { errorMessage } from "../../api-client/api-error.ts";
import { MetricManager, useSectionMetrics } from "./metric-manager.tsx";
import type { MetricItem } from "./metric-item.ts";
import { PeopleManager } from "./people-manager.tsx";
import {
  draftFromSection,
  isPeopleSection,
  NEW_SECTION_DRAFT,
  sectionPayload,
  sectionTypeOptions,
  type LoadedSection,
  type SectionDraft,
} from "./section-draft.ts";
import {
  LoadFailure,
  RecordEditorFooter,
  RecordEditorFrame,
} from "../../components/editor-kit/record-editor-frame.tsx";

type SectionRecord = LoadedSection & {
  id: number;
  url_page: string;
  updated_at: string;
  website_metric?: MetricItem[];
};

type Ui = { locale: UiLocale };

// The styles other than Default are names (spec), the same in every language.
const textStyleLabels = (o: Ui): Record<string, string> => ({
  default: m.editors_styleDefault({}, o),
  apple: "Apple",
  codedharmony: "Coded Harmony",
  magazine: "Magazine",
  startup: "Startup",
  elegant: "Elegant",
  brutalist: "Brutalist",
  modern: "Modern",
  playful: "Playful",
});

const IMAGE_HEIGHT_LABELS: Record<string, (o: Ui) => string> = {
  "h-32": (o) => m.fields_secHeightSmall({}, o),
  "h-40": (o) => m.fields_secHeightMedium({}, o),
  "h-48": (o) => m.fields_secHeightDefault({}, o),
  "h-56": (o) => m.fields_secHeightLarge({}, o),
  "h-64": (o) => m.fields_secHeightXLarge({}, o),
  "h-72": (o) => m.fields_secHeightXxLarge({}, o),
  "h-80": (o) => m.fields_secHeightHuge({}, o),
  "h-96": (o) => m.fields_secHeightMaximum({}, o),
};

/** The names the side-by-side choice gives the draft's fields (decision 042). */
const fieldLabels = (o: Ui): Record<string, string> => ({
  section_title: m.fields_secSectionTitle({}, o),
  section_description: m.fields_secSectionDescription({}, o),
  section_title_translation: m.fields_secSectionTitleTranslations({}, o),
  section_description_translation: m.fields_secSectionDescriptionTranslations({}, o),
  section_type: m.fields_secSectionType({}, o),
  alignment: m.fields_secTitleAlignment({}, o),
  is_full_width: m.fields_secFullWidth({}, o),
  is_slider: m.fields_secSlider({}, o),
  grid_columns: m.fields_secGridColumns({}, o),
  is_gradient: m.fields_secGradientBackground({}, o),
  background_color: m.fields_secBackgroundColour({}, o),
  text_style_variant: m.fields_secTextStyle({}, o),
  is_image_bottom: m.fields_secImageAtBottom({}, o),
  image_metrics_height: m.fields_secImageHeight({}, o),
});

const columnsText = (o: Ui, count: number) =>
  plural(o, count, {
    zero: (count, o) => m.fields_secColumnsZero(count, o),
    one: (count, o) => m.fields_secColumnsOne(count, o),
    two: (count, o) => m.fields_secColumnsTwo(count, o),
    few: (count, o) => m.fields_secColumnsFew(count, o),
    many: (count, o) => m.fields_secColumnsMany(count, o),
    other: (count, o) => m.fields_secColumnsOther(count, o),
  });

/** The page's sections refetch themselves on this event (app/components/sections/page-sections.tsx). */
function announceChange() {
  window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
}

/** The section as stored; a failure says so (spec §8: the server's message, else the editor's own). */
const loadSection = (target: number, o: Ui = { locale: "en" }) =>
  (unwrap(api.GET("/template-sections/{id}", { params: { path: { id: target } } })) as Promise<SectionRecord>).catch(
    (failure: unknown) => {
      const message = errorMessage(failure, m.fields_secRefreshFailed({}, o), o);
      toast.error(message);
      throw new Error(message);
    },
  );

export default function TemplateSectionEditor(props: EditorProps<"template-section">) {
  return (
    <WithQueryClient>
      <TemplateSectionEditorDialog {...props} />
    </WithQueryClient>
  );
}

/**
 * On the record-editor layer (decision 042): load, version, local draft, undo, close question,
 * merge with another admin's save and presence come from `useRecordEditor`; the form checks the
 * API's own title rule (shared/schemas/template-section-schema.ts) through `useEditorForm`. The metric list
 * and the people are not part of the draft: each of their changes is saved at once, and the
 * section's version follows each answer.
 */
function TemplateSectionEditorDialog({ request, onClose }: EditorProps<"template-section">) {
  const ui = useUiLanguage();
  const { locale } = ui;
  const [sectionId, setSectionId] = useState<number | null>(request.mode === "edit" ? request.id : null);
  const urlPage = request.mode === "create" ? request.urlPage : null;
  const [savedType, setSavedType] = useState<string>("general");
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const id = useId();
  const editing = sectionId !== null;

  // The section's metrics: a list of records of their own, each change saved at once (decision 058).
  const metricList = useSectionMetrics(sectionId, announceChange);
  const { setList: setMetrics } = metricList;

  /** What the draft does not hold: the saved type (people or metrics) and the metric list. */
  const follow = useCallback(
    (section: SectionRecord) => {
      setSavedType(section.section_type);
      if (section.website_metric) setMetrics(section.website_metric);
      return section;
    },
    [setMetrics],
  );

  const editor = useRecordEditor<SectionDraft, SectionRecord>({
    // Also the presence channel's name, which takes lowercase letters and hyphens only.
    entity: "template-section",
    id: sectionId,
    initial: NEW_SECTION_DRAFT,
    load: (target) => loadSection(target, ui).then(follow),
    toDraft: draftFromSection,
    versionOf: (record) => record.updated_at,
    create: (draft) =>
      unwrap(
        api.POST("/template-sections", { body: { url_page: urlPage ?? "/", ...sectionPayload(draft) } }),
      ) as Promise<SectionRecord>,
    update: (target, draft, version) =>
      unwrap(
        api.PUT("/template-sections/{id}", {
          params: { path: { id: target } },
          body: { ...sectionPayload(draft), updated_at: version ?? "" },
        }),
      ) as Promise<SectionRecord>,
    remove: (target, version) =>
      unwrap(
        api.DELETE("/template-sections/{id}", {
          params: { path: { id: target }, query: { updated_at: version ?? "" } },
        }),
      ),
    texts: {
      created: m.fields_secSectionCreated({}, ui),
      updated: m.fields_secSectionUpdated({}, ui),
      deleted: m.fields_secSectionDeleted({}, ui),
      saveFailed: m.fields_secSectionSaveFailed({}, ui),
      deleteFailed: m.fields_secSectionDeleteFailed({}, ui),
    },
    onSaved: (record, created) => {
      follow(record);
      announceChange();
      // Stay open in edit mode after creating: metrics can be added now that the section exists.
      if (created) setSectionId(record.id);
    },
    onDeleted: announceChange,
    onClose,
    closeOnSave: sectionId !== null,
  });
  const form = useEditorForm(editor, sectionFormSchema);
  const { submit, fieldRef } = form;
  // The schema's message is the API's English one; the person reads it in their language.
  const errorOf = (name: string) => {
    const message = form.errorOf(name);
    return message === SECTION_TITLE_MESSAGE ? m.fields_secNeedSectionTitle({}, ui) : message;
  };
  const draft = editor.draft;
  const { loading, loadError } = editor;
  const { base, setVersion } = editor;

  /**
   * The section as stored now (after a metric change that moved its version without saying so):
   * the metric list follows; the version too, unless someone else changed the section's fields,
   * which the next save then merges (their version is not taken without their fields).
   */
  const reloadSection = useCallback(async () => {
    if (sectionId === null) return;
    try {
      const section = follow(await loadSection(sectionId, { locale }));
      if (sameValue(draftFromSection(section), base)) setVersion(section.updated_at);
    } catch (failure) {
      console.warn("Section reload failed", failure);
    }
  }, [sectionId, follow, base, setVersion, locale]);

  function change(fields: Partial<SectionDraft>, group?: string) {
    editor.set((current) => ({ ...current, ...fields }), group ? { group } : undefined);
  }

  const style = sectionTextStyle(draft.text_style_variant);
  const people = editing && isPeopleSection(savedType) ? savedType : null;
  const translations = useRecordTranslations("template_sections", sectionId);
  const focus = request.mode === "edit" ? (request.focus ?? null) : null;
  /** The props of one translated field: its translations in the draft, its saved states, the link's language. */
  const translated = (field: "section_title" | "section_description") => ({
    field,
    source: draft[field],
    value: draft[`${field}_translation`],
    onChange: (value: Record<string, string>) => change({ [`${field}_translation`]: value }, `${field}-translation`),
    record: translations,
    focusLocale: focus && focus.record === undefined && focus.field === field ? focus.locale : null,
  });
  const typeOptions = sectionTypeOptions(ui.locale);
  const deleteText = draft.section_title.trim() || typeOptions.find((o) => o.value === savedType)!.label;
  const typeLabel = typeOptions.find((option) => option.value === draft.section_type)?.label ?? "";

  return (
    <RecordEditorFrame
      editor={editor}
      title={m.fields_secTemplateTitle({}, ui)}
      badge={editing ? m.editors_edit({}, ui) : m.editors_new({}, ui)}
      subtitle={editing ? m.fields_secTemplateSubtitleEdit({}, ui) : m.fields_secTemplateSubtitleNew({}, ui)}
      className="w-[min(64rem,calc(100vw-2rem))]"
      history={{
        available: editing,
        render: () => (
          <HistoryPanel
            entity="template_section"
            entityId={sectionId!}
            className="rounded-lg border border-gray-200 p-3"
            onRestored={() =>
              void loadSection(sectionId!, ui).then(
                (section) => editor.adopt(follow(section)),
                () => undefined, // loadSection said why
              )
            }
          />
        ),
      }}
      deleteQuestion={{
        title: m.fields_secSectionDeleteTitle({}, ui),
        text: m.fields_secSectionDeleteText({}, ui),
        requireText: deleteText,
      }}
      footer={(frame) => (
        <RecordEditorFooter editor={editor} frame={frame} editing={editing} onSave={() => void submit()} />
      )}
    >
      {({ history }) =>
        loading ? (
          <p className="text-sm text-gray-600">{m.fields_secSectionLoading({}, ui)}</p>
        ) : loadError ? (
          <LoadFailure message={loadError} onRetry={editor.retry} />
        ) : (
          <div className="space-y-5">
            <RecordEditorNotices
              editor={editor}
              noun={m.fields_secSectionNoun({}, ui)}
              fieldLabel={(key) => fieldLabels(ui)[key] ?? defaultFieldLabel(key)}
            />
            {history}
            <div role="toolbar" aria-label={m.fields_secSectionSettings({}, ui)} className="flex flex-wrap gap-2">
              <ToolbarMenu
                name="type"
                label={m.fields_secSectionType({}, ui)}
                value={typeLabel}
                icon={<Shapes aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              >
                <ChoiceGroup
                  label={m.fields_secSectionType({}, ui)}
                  columns={2}
                  options={typeOptions}
                  value={draft.section_type}
                  onChange={(value) => change({ section_type: value })}
                />
              </ToolbarMenu>
              <ToolbarMenu
                name="layout"
                label={m.fields_secLayout({}, ui)}
                icon={<LayoutGrid aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
                className="w-80"
              >
                <ChoiceGroup
                  label={m.fields_secTitleAlignment({}, ui)}
                  options={[
                    { value: "left", label: m.fields_secLeft({}, ui) },
                    { value: "center", label: m.fields_secCenter({}, ui) },
                    { value: "right", label: m.fields_secRight({}, ui) },
                  ]}
                  value={draft.alignment}
                  onChange={(value) => change({ alignment: value })}
                />
                <SwitchRow
                  label={m.fields_secFullWidth({}, ui)}
                  checked={draft.is_full_width}
                  onCheckedChange={(checked) => change({ is_full_width: checked })}
                />
                {draft.section_type === "general" && (
                  <SwitchRow
                    label={m.fields_secSlider({}, ui)}
                    checked={draft.is_slider}
                    onCheckedChange={(checked) => change({ is_slider: checked })}
                  />
                )}
                <ChoiceGroup
                  label={m.fields_secGridColumns({}, ui)}
                  columns={6}
                  options={[1, 2, 3, 4, 5, 6].map((value) => ({ value, label: String(value) }))}
                  value={draft.grid_columns}
                  onChange={(value) => change({ grid_columns: value })}
                />
                <ChoiceGroup
                  label={m.fields_secImageHeight({}, ui)}
                  columns={2}
                  options={IMAGE_HEIGHT_OPTIONS.map((option) => ({
                    value: option.value,
                    label: m.fields_secHeightOption(
                      { size: IMAGE_HEIGHT_LABELS[option.value]?.(ui) ?? option.label, px: option.px },
                      ui,
                    ),
                  }))}
                  value={draft.image_metrics_height}
                  onChange={(value) => change({ image_metrics_height: value })}
                />
                <SwitchRow
                  label={m.fields_secImageAtBottom({}, ui)}
                  checked={draft.is_image_bottom}
                  onCheckedChange={(checked) => change({ is_image_bottom: checked })}
                />
              </ToolbarMenu>
              <BackgroundAndTextStyleMenus
                value={draft}
                onChange={(value) => change(value)}
                variants={TEXT_STYLE_VARIANTS}
                labels={textStyleLabels(ui)}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              />
            </div>

            <div className="grid gap-3 md:grid-cols-2">
              <TranslatedField
                label={m.fields_secSectionTitle({}, ui)}
                maxLength={500}
                {...translated("section_title")}
              >
                <Field
                  id={`${id}-title`}
                  label={m.fields_secSectionTitle({}, ui)}
                  required={draft.section_type === "general"}
                  error={errorOf("section_title")}
                >
                  <Input
                    id={`${id}-title`}
                    ref={fieldRef("section_title")}
                    value={draft.section_title}
                    maxLength={500}
                    aria-invalid={errorOf("section_title") ? true : undefined}
                    aria-describedby={errorOf("section_title") ? `${id}-title-error` : undefined}
                    onChange={(event) => change({ section_title: event.target.value }, "section_title")}
                  />
                </Field>
              </TranslatedField>
              <TranslatedField
                label={m.fields_secSectionDescription({}, ui)}
                multiline
                maxLength={20000}
                {...translated("section_description")}
              >
                <Field id={`${id}-description`} label={m.fields_secSectionDescription({}, ui)}>
                  <Textarea
                    id={`${id}-description`}
                    rows={2}
                    maxLength={20000}
                    showCount={false}
                    value={draft.section_description}
                    onChange={(event) => change({ section_description: event.target.value }, "section_description")}
                  />
                </Field>
              </TranslatedField>
            </div>

            <figure
              aria-label={m.fields_secLivePreview({}, ui)}
              className="overflow-hidden rounded-lg border border-dashed border-gray-300"
            >
              <figcaption className="bg-gray-50 px-3 py-1 text-xs text-gray-600">
                {draft.is_full_width
                  ? m.fields_secPreviewCaptionFullWidth(
                      { type: typeLabel, columns: columnsText(ui, draft.grid_columns) },
                      ui,
                    )
                  : m.fields_secPreviewCaption({ type: typeLabel, columns: columnsText(ui, draft.grid_columns) }, ui)}
              </figcaption>
              <div
                data-section-preview
                className={`space-y-2 px-6 py-8 ${TEXT_ALIGN[draft.alignment]}`}
                style={{ background: previewBackground(draft) }}
              >
                <p className={`${style.title} text-gray-900`}>
                  {draft.section_title || m.fields_secSectionTitle({}, ui)}
                </p>
                {draft.section_description && (
                  <p className={style.description}>{plainText(draft.section_description)}</p>
                )}
              </div>
            </figure>

            {people && sectionId !== null ? (
              <PeopleManager kind={people} sectionId={sectionId} onChanged={announceChange} focus={focus} />
            ) : (
              <MetricManager
                sectionId={sectionId}
                metricList={metricList}
                sectionVersion={editor.version}
                onSectionVersion={setVersion}
                onReloadSection={() => void reloadSection()}
                onChanged={announceChange}
                imageHeight={imageHeightPx(draft.image_metrics_height)}
                focus={focus}
              />
            )}
          </div>
        )
      }
    </RecordEditorFrame>
  );
}
