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
import { sectionFormSchema } from "../../../shared/schemas/template-section-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { BackgroundAndTextStyleMenus } from "../sections-shared/style-menus.tsx";
import { ChoiceGroup, previewBackground, SwitchRow, ToolbarMenu } from "../sections-shared/pickers.tsx";
import { errorMessage } from "../../api-client/api-error.ts";
import { MetricManager, useSectionMetrics } from "./metric-manager.tsx";
import type { MetricItem } from "./metric-item.ts";
import { PeopleManager } from "./people-manager.tsx";
import {
  draftFromSection,
  isPeopleSection,
  NEW_SECTION_DRAFT,
  SECTION_TYPE_OPTIONS,
  sectionPayload,
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

const TEXT_STYLE_LABELS: Record<string, string> = {
  default: "Default",
  apple: "Apple",
  codedharmony: "Coded Harmony",
  magazine: "Magazine",
  startup: "Startup",
  elegant: "Elegant",
  brutalist: "Brutalist",
  modern: "Modern",
  playful: "Playful",
};

/** The names the side-by-side choice gives the draft's fields (decision 042). */
const FIELD_LABELS: Record<string, string> = {
  section_title: "Section title",
  section_description: "Section description",
  section_title_translation: "Section title translations",
  section_description_translation: "Section description translations",
  section_type: "Section type",
  alignment: "Title alignment",
  is_full_width: "Full width",
  is_slider: "Slider",
  grid_columns: "Grid columns",
  is_gradient: "Gradient background",
  background_color: "Background colour",
  text_style_variant: "Text style",
  is_image_bottom: "Image at bottom",
  image_metrics_height: "Image height",
};

/** The page's sections refetch themselves on this event (app/components/sections/page-sections.tsx). */
function announceChange() {
  window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
}

/** The section as stored; a failure says so (spec §8: the server's message, else the editor's own). */
const loadSection = (target: number) =>
  (unwrap(api.GET("/template-sections/{id}", { params: { path: { id: target } } })) as Promise<SectionRecord>).catch(
    (failure: unknown) => {
      const message = errorMessage(failure, "Failed to refresh section data");
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
    load: (target) => loadSection(target).then(follow),
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
      created: "Section created successfully!",
      updated: "Section updated successfully!",
      deleted: "Section deleted successfully!",
      saveFailed: "Failed to save section",
      deleteFailed: "Failed to delete section",
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
  const { submit, errorOf, fieldRef } = useEditorForm(editor, sectionFormSchema);
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
      const section = follow(await loadSection(sectionId));
      if (sameValue(draftFromSection(section), base)) setVersion(section.updated_at);
    } catch (failure) {
      console.warn("Section reload failed", failure);
    }
  }, [sectionId, follow, base, setVersion]);

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
    focusLocale: focus?.field === field ? focus.locale : null,
  });
  const deleteText = draft.section_title.trim() || SECTION_TYPE_OPTIONS.find((o) => o.value === savedType)!.label;
  const typeLabel = SECTION_TYPE_OPTIONS.find((option) => option.value === draft.section_type)?.label;

  return (
    <RecordEditorFrame
      editor={editor}
      title="Template Section"
      badge={editing ? "Edit" : "New"}
      subtitle={editing ? "Update this section of the page" : "Add a section to this page"}
      className="w-[min(64rem,calc(100vw-2rem))]"
      history={{
        available: editing,
        render: () => (
          <HistoryPanel
            entity="template_section"
            entityId={sectionId!}
            className="rounded-lg border border-gray-200 p-3"
            onRestored={() =>
              void loadSection(sectionId!).then(
                (section) => editor.adopt(follow(section)),
                () => undefined, // loadSection said why
              )
            }
          />
        ),
      }}
      deleteQuestion={{
        title: "Delete Section",
        text: "Are you sure you want to delete this section? Its metrics stay in your library. This action cannot be undone.",
        requireText: deleteText,
      }}
      footer={(frame) => (
        <RecordEditorFooter editor={editor} frame={frame} editing={editing} onSave={() => void submit()} />
      )}
    >
      {({ history }) =>
        loading ? (
          <p className="text-sm text-gray-600">Loading section...</p>
        ) : loadError ? (
          <LoadFailure message={loadError} onRetry={editor.retry} />
        ) : (
          <div className="space-y-5">
            <RecordEditorNotices
              editor={editor}
              noun="section"
              fieldLabel={(key) => FIELD_LABELS[key] ?? defaultFieldLabel(key)}
            />
            {history}
            <div role="toolbar" aria-label="Section settings" className="flex flex-wrap gap-2">
              <ToolbarMenu
                name="type"
                label="Section type"
                value={typeLabel}
                icon={<Shapes aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              >
                <ChoiceGroup
                  label="Section type"
                  columns={2}
                  options={SECTION_TYPE_OPTIONS}
                  value={draft.section_type}
                  onChange={(value) => change({ section_type: value })}
                />
              </ToolbarMenu>
              <ToolbarMenu
                name="layout"
                label="Layout"
                icon={<LayoutGrid aria-hidden="true" />}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
                className="w-80"
              >
                <ChoiceGroup
                  label="Title alignment"
                  options={[
                    { value: "left", label: "Left" },
                    { value: "center", label: "Center" },
                    { value: "right", label: "Right" },
                  ]}
                  value={draft.alignment}
                  onChange={(value) => change({ alignment: value })}
                />
                <SwitchRow
                  label="Full width"
                  checked={draft.is_full_width}
                  onCheckedChange={(checked) => change({ is_full_width: checked })}
                />
                {draft.section_type === "general" && (
                  <SwitchRow
                    label="Slider"
                    checked={draft.is_slider}
                    onCheckedChange={(checked) => change({ is_slider: checked })}
                  />
                )}
                <ChoiceGroup
                  label="Grid columns"
                  columns={6}
                  options={[1, 2, 3, 4, 5, 6].map((value) => ({ value, label: String(value) }))}
                  value={draft.grid_columns}
                  onChange={(value) => change({ grid_columns: value })}
                />
                <ChoiceGroup
                  label="Image height"
                  columns={2}
                  options={IMAGE_HEIGHT_OPTIONS.map((option) => ({
                    value: option.value,
                    label: `${option.label} ${option.px}px`,
                  }))}
                  value={draft.image_metrics_height}
                  onChange={(value) => change({ image_metrics_height: value })}
                />
                <SwitchRow
                  label="Image at bottom"
                  checked={draft.is_image_bottom}
                  onCheckedChange={(checked) => change({ is_image_bottom: checked })}
                />
              </ToolbarMenu>
              <BackgroundAndTextStyleMenus
                value={draft}
                onChange={(value) => change(value)}
                variants={TEXT_STYLE_VARIANTS}
                labels={TEXT_STYLE_LABELS}
                openMenu={openMenu}
                setOpenMenu={setOpenMenu}
              />
            </div>

            <div className="grid gap-3 md:grid-cols-2">
              <TranslatedField label="Section title" maxLength={500} {...translated("section_title")}>
                <Field
                  id={`${id}-title`}
                  label="Section title"
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
                label="Section description"
                multiline
                maxLength={20000}
                {...translated("section_description")}
              >
                <Field id={`${id}-description`} label="Section description">
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
              aria-label="Live preview"
              className="overflow-hidden rounded-lg border border-dashed border-gray-300"
            >
              <figcaption className="bg-gray-50 px-3 py-1 text-xs text-gray-600">
                Preview · {typeLabel} · {draft.grid_columns} columns{draft.is_full_width ? " · full width" : ""}
              </figcaption>
              <div
                data-section-preview
                className={`space-y-2 px-6 py-8 ${TEXT_ALIGN[draft.alignment]}`}
                style={{ background: previewBackground(draft) }}
              >
                <p className={`${style.title} text-gray-900`}>{draft.section_title || "Section title"}</p>
                {draft.section_description && (
                  <p className={style.description}>{plainText(draft.section_description)}</p>
                )}
              </div>
            </figure>

            {people && sectionId !== null ? (
              <PeopleManager kind={people} sectionId={sectionId} onChanged={announceChange} />
            ) : (
              <MetricManager
                sectionId={sectionId}
                metricList={metricList}
                sectionVersion={editor.version}
                onSectionVersion={setVersion}
                onReloadSection={() => void reloadSection()}
                onChanged={announceChange}
                imageHeight={imageHeightPx(draft.image_metrics_height)}
              />
            )}
          </div>
        )
      }
    </RecordEditorFrame>
  );
}
