/**
 * Template section editor (spec editing-tools §2.2–§2.4, §4, §5, §8): create (on a page) or edit
 * (by id) one section: its type, layout, background and text style, with a live preview; its
 * metrics (edit mode); for team and testimonials sections, the people shown. Saves go through the
 * content API (one write path, revisions, cache purge); the page refetches its sections at once.
 */
import { LayoutGrid, Palette, Shapes, Type } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { ConfirmDialog, EditorDialog, Field, Input, Textarea, toast } from "../../components/ui/index.ts";
import { useUndoHistory } from "../../components/ui/use-undo-history.ts";
import { TEMPLATE_SECTION_UPDATED_EVENT } from "../../lib/section-freshness.ts";
import { IMAGE_HEIGHT_OPTIONS, imageHeightPx, TEXT_STYLE_VARIANTS } from "../../lib/section-options.ts";
import { sectionTextStyle, TEXT_ALIGN } from "../../lib/section-styles.ts";
import { plainText } from "../../lib/rich-text.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import {
  BackgroundPicker,
  ChoiceGroup,
  previewBackground,
  SwitchRow,
  ToolbarMenu,
} from "../sections-shared/pickers.tsx";
import { ApiError, errorText, requestJson } from "../sections-shared/request-json.ts";
import { MetricManager, type MetricItem } from "./metric-manager.tsx";
import { PeopleManager } from "./people-manager.tsx";
import {
  draftFromSection,
  isPeopleSection,
  NEW_SECTION_DRAFT,
  SECTION_TYPE_OPTIONS,
  sectionPayload,
  validateSectionDraft,
  type LoadedSection,
  type SectionDraft,
} from "./section-draft.ts";
import { LoadFailure, RecordEditorFooter, StaleRecordDialog } from "../shared/editor-parts.tsx";
import { HistoryToggle, UndoRedoButtons } from "../shared/history-actions.tsx";

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

/** The page's sections refetch themselves on this event (app/components/sections/page-sections.tsx). */
function announceChange() {
  window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
}

export default function TemplateSectionEditor({ request, onClose }: EditorProps<"template-section">) {
  const [sectionId, setSectionId] = useState<number | null>(request.mode === "edit" ? request.id : null);
  const urlPage = request.mode === "create" ? request.urlPage : null;
  const history = useUndoHistory<SectionDraft>(NEW_SECTION_DRAFT);
  const draft = history.state;
  const [savedType, setSavedType] = useState<string>("general");
  const [version, setVersion] = useState<string | null>(null);
  const [metrics, setMetrics] = useState<MetricItem[]>([]);
  const [loading, setLoading] = useState(request.mode === "edit");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [stale, setStale] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const id = useId();
  const editing = sectionId !== null;

  const apply = useCallback(
    (section: SectionRecord, keepDraft: boolean) => {
      if (!keepDraft) history.reset(draftFromSection(section));
      setSavedType(section.section_type);
      setVersion(section.updated_at);
      setMetrics(section.website_metric ?? []);
      setLoadError(null);
      setLoading(false);
    },
    // history.reset is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const fail = useCallback((failure: unknown) => {
    const message = errorText(failure, "Failed to refresh section data");
    setLoadError(message);
    setLoading(false);
    toast.error(message);
  }, []);

  const load = useCallback(
    (target: number, { keepDraft = false } = {}) =>
      requestJson<SectionRecord>("GET", `/api/template-sections/${target}`).then(
        (section) => apply(section, keepDraft),
        fail,
      ),
    [apply, fail],
  );

  useEffect(() => {
    if (request.mode !== "edit") return;
    let live = true;
    requestJson<SectionRecord>("GET", `/api/template-sections/${request.id}`).then(
      (section) => live && apply(section, false),
      (failure: unknown) => live && fail(failure),
    );
    return () => {
      live = false;
    };
  }, [request, apply, fail]);

  function change(fields: Partial<SectionDraft>, group?: string) {
    history.set((current) => ({ ...current, ...fields }), group ? { group } : undefined);
    setError(null);
  }

  async function save(overwrite = false) {
    const problem = validateSectionDraft(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      if (sectionId === null) {
        const created = await requestJson<SectionRecord>("POST", "/api/template-sections", {
          url_page: urlPage ?? "/",
          ...sectionPayload(draft),
        });
        toast.success("Section created successfully!");
        announceChange();
        // Stay open in edit mode: metrics can be added now that the section exists.
        setSectionId(created.id);
        setVersion(created.updated_at);
        setSavedType(created.section_type);
        history.reset(draft);
      } else {
        const saved = await requestJson<SectionRecord>("PUT", `/api/template-sections/${sectionId}`, {
          ...sectionPayload(draft),
          ...(overwrite || !version ? {} : { updated_at: version }),
        });
        setVersion(saved.updated_at);
        toast.success("Section updated successfully!");
        announceChange();
        onClose();
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.isStale) {
        setStale(true);
      } else {
        toast.error(errorText(failure, "Failed to save section"));
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (sectionId === null) return;
    try {
      await requestJson("DELETE", `/api/template-sections/${sectionId}`);
    } catch (failure) {
      console.warn("Section delete failed", failure);
      toast.error(errorText(failure, "Failed to delete section"));
      throw failure;
    }
    toast.success("Section deleted successfully!");
    announceChange();
    onClose();
  }

  const style = sectionTextStyle(draft.text_style_variant);
  const people = editing && isPeopleSection(savedType) ? savedType : null;
  const deleteText = draft.section_title.trim() || SECTION_TYPE_OPTIONS.find((o) => o.value === savedType)!.label;
  const typeLabel = SECTION_TYPE_OPTIONS.find((option) => option.value === draft.section_type)?.label;

  return (
    <EditorDialog
      title="Template Section"
      badge={editing ? "Edit" : "New"}
      subtitle={editing ? "Update this section of the page" : "Add a section to this page"}
      onRequestClose={onClose}
      onKeyDown={history.onKeyDown}
      className="w-[min(64rem,calc(100vw-2rem))]"
      headerActions={
        <>
          <UndoRedoButtons history={history} />
          {editing && <HistoryToggle shown={showHistory} onToggle={() => setShowHistory(!showHistory)} />}
        </>
      }
      footer={
        <RecordEditorFooter
          editing={editing}
          saving={saving}
          loading={loading}
          canSave={loadError === null}
          onCancel={onClose}
          onDelete={() => setConfirmDelete(true)}
          onSave={() => void save()}
        />
      }
    >
      {loading ? (
        <p className="text-sm text-gray-600">Loading section...</p>
      ) : loadError ? (
        <LoadFailure message={loadError} onRetry={() => sectionId !== null && void load(sectionId)} />
      ) : (
        <div className="space-y-5">
          {showHistory && sectionId !== null && (
            <HistoryPanel
              entity="template_section"
              entityId={sectionId}
              className="rounded-lg border border-gray-200 p-3"
              onRestored={() => void load(sectionId)}
            />
          )}
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
            <ToolbarMenu
              name="background"
              label="Background"
              icon={<Palette aria-hidden="true" />}
              openMenu={openMenu}
              setOpenMenu={setOpenMenu}
              className="w-80"
            >
              <BackgroundPicker value={draft} onChange={(value) => change(value)} />
            </ToolbarMenu>
            <ToolbarMenu
              name="text"
              label="Text style"
              value={TEXT_STYLE_LABELS[draft.text_style_variant]}
              icon={<Type aria-hidden="true" />}
              openMenu={openMenu}
              setOpenMenu={setOpenMenu}
            >
              <ChoiceGroup
                label="Text style"
                columns={3}
                options={TEXT_STYLE_VARIANTS.map((value) => ({ value, label: TEXT_STYLE_LABELS[value]! }))}
                value={draft.text_style_variant}
                onChange={(value) => change({ text_style_variant: value })}
              />
            </ToolbarMenu>
          </div>

          <div className="grid gap-3 md:grid-cols-2">
            <Field id={`${id}-title`} label="Section title" required={draft.section_type === "general"} error={error}>
              <Input
                id={`${id}-title`}
                value={draft.section_title}
                maxLength={500}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-title-error` : undefined}
                onChange={(event) => change({ section_title: event.target.value }, "section_title")}
              />
            </Field>
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
          </div>

          <figure aria-label="Live preview" className="overflow-hidden rounded-lg border border-dashed border-gray-300">
            <figcaption className="bg-gray-50 px-3 py-1 text-xs text-gray-600">
              Preview · {typeLabel} · {draft.grid_columns} columns{draft.is_full_width ? " · full width" : ""}
            </figcaption>
            <div
              data-section-preview
              className={`space-y-2 px-6 py-8 ${TEXT_ALIGN[draft.alignment]}`}
              style={{ background: previewBackground(draft) }}
            >
              <p className={`${style.title} text-gray-900`}>{draft.section_title || "Section title"}</p>
              {draft.section_description && <p className={style.description}>{plainText(draft.section_description)}</p>}
            </div>
          </figure>

          {people && sectionId !== null ? (
            <PeopleManager kind={people} sectionId={sectionId} onChanged={announceChange} />
          ) : (
            <MetricManager
              sectionId={sectionId}
              metrics={metrics}
              onMetricsChange={setMetrics}
              onSectionVersion={setVersion}
              onReloadSection={() => sectionId !== null && void load(sectionId, { keepDraft: true })}
              onChanged={announceChange}
              imageHeight={imageHeightPx(draft.image_metrics_height)}
            />
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Section"
        text="Are you sure you want to delete this section? Its metrics stay in your library. This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        requireText={deleteText}
        onConfirm={remove}
      />
      <StaleRecordDialog
        open={stale}
        noun="section"
        onDismiss={() => setStale(false)}
        onReload={() => sectionId !== null && void load(sectionId)}
        onOverwrite={() => save(true)}
      />
    </EditorDialog>
  );
}
