/**
 * The metric manager inside a template section (spec editing-tools §2.3, §4, §8): cards with inline
 * editing, drag-to-reorder that saves at once, create / add-existing / remove-or-delete / URL modals.
 * Every change is a call of the content API; the section's version follows each answer so that the
 * editor's own later save is not taken for someone else's.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, ImagePlus, Library, Plus, Trash2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, ConfirmDialog, EditorDialog, Field, Input, Textarea, toast } from "../../components/ui/index.ts";
import { MetricMedia } from "../../components/sections/metric-media.tsx";
import { plainText } from "../../lib/rich-text.ts";
import type { Gradient } from "../../../shared/types.ts";
import { BackgroundPicker, previewBackground, SwitchRow } from "../sections-shared/pickers.tsx";
import { errorText, requestJson } from "../sections-shared/request-json.ts";
import { MediaPicker } from "../shared/media-picker.tsx";
import {
  checkMediaUrl,
  metricMedia,
  moveId,
  newMetricDraft,
  newMetricPayload,
  SAVE_SECTION_FIRST,
  validateNewMetric,
  type NewMetricDraft,
} from "./metric-rules.ts";

export type MetricItem = {
  id: number;
  title: string;
  description: string;
  image: string | null;
  is_image_rounded_full: boolean;
  is_title_displayed: boolean;
  is_card_type: boolean;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
};

type SectionAnswer = { updated_at: string };

type Props = {
  /** null in create mode: metrics wait until the section is saved. */
  sectionId: number | null;
  metrics: MetricItem[];
  onMetricsChange: (metrics: MetricItem[]) => void;
  /** The section's new version after a change of its metric list. */
  onSectionVersion: (version: string) => void;
  /** After a change that moved the section's version without telling it (a permanent delete). */
  onReloadSection: () => void;
  /** The page shows the change (template-section-updated). */
  onChanged: () => void;
  imageHeight: number;
};

export function MetricManager({
  sectionId,
  metrics,
  onMetricsChange,
  onSectionVersion,
  onReloadSection,
  onChanged,
  imageHeight,
}: Props) {
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MetricItem | null>(null);
  const [deleting, setDeleting] = useState<MetricItem | null>(null);
  const [mediaFor, setMediaFor] = useState<MetricItem | null>(null);
  const disabled = sectionId === null;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function replace(metric: MetricItem) {
    onMetricsChange(metrics.map((item) => (item.id === metric.id ? metric : item)));
  }

  /** PATCH /api/metrics/{id}; the card shows the value at once and takes it back on failure. */
  async function patch(metric: MetricItem, fields: Partial<MetricItem>, failure: string, success?: string) {
    const before = metric;
    replace({ ...metric, ...fields });
    try {
      const saved = await requestJson<MetricItem>("PATCH", `/api/metrics/${metric.id}`, fields);
      replace({ ...metric, ...fields, ...pickMetric(saved) });
      if (success) toast.success(success);
      onChanged();
    } catch (error) {
      replace(before);
      toast.error(errorText(error, failure));
    }
  }

  async function onDragEnd(event: DragEndEvent) {
    if (sectionId === null || !event.over) return;
    const ids = moveId(
      metrics.map((metric) => metric.id),
      Number(event.active.id),
      Number(event.over.id),
    );
    if (ids.every((id, index) => id === metrics[index]?.id)) return;
    onMetricsChange(ids.map((id) => metrics.find((metric) => metric.id === id)!));
    try {
      const section = await requestJson<SectionAnswer>("PUT", `/api/template-sections/${sectionId}/metrics`, {
        metric_ids: ids,
      });
      onSectionVersion(section.updated_at);
      toast.success("Metrics reordered");
      onChanged();
    } catch (error) {
      // The spec's reorder failure is only logged; the next load shows the stored order.
      console.warn("Metric reorder failed", error);
    }
  }

  async function removeFromSection(metric: MetricItem) {
    if (sectionId === null) return;
    try {
      const section = await requestJson<SectionAnswer>(
        "DELETE",
        `/api/template-sections/${sectionId}/metrics?metric_id=${metric.id}`,
      );
      onSectionVersion(section.updated_at);
      onMetricsChange(metrics.filter((item) => item.id !== metric.id));
      setRemoving(null);
      toast.success("Metric removed from section");
      onChanged();
    } catch (error) {
      toast.error(errorText(error, "Failed to remove metric"));
    }
  }

  async function deletePermanently(metric: MetricItem) {
    try {
      await requestJson("DELETE", `/api/metrics/${metric.id}?force=true`);
    } catch (error) {
      toast.error(errorText(error, "Failed to delete metric"));
      throw error;
    }
    onMetricsChange(metrics.filter((item) => item.id !== metric.id));
    toast.success("Metric deleted permanently from all sections");
    onReloadSection();
    onChanged();
  }

  return (
    <section aria-labelledby="metrics-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Metrics">
        <h3 id="metrics-heading" className="mr-auto text-sm font-semibold text-gray-900">
          Metrics ({metrics.length})
        </h3>
        <Button size="sm" onClick={() => setCreating(true)} disabled={disabled} aria-describedby="metrics-hint">
          <Plus aria-hidden="true" /> Create Metric
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setAdding(true)}
          disabled={disabled}
          aria-describedby="metrics-hint"
        >
          <Library aria-hidden="true" /> Add Existing
        </Button>
      </div>
      {disabled && (
        <p id="metrics-hint" className="text-sm text-gray-600">
          {SAVE_SECTION_FIRST}
        </p>
      )}
      {!disabled && metrics.length === 0 && <p className="text-sm text-gray-600">No metrics in this section yet.</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(event) => void onDragEnd(event)}>
        <SortableContext items={metrics.map((metric) => metric.id)} strategy={rectSortingStrategy}>
          <ul className="flex flex-wrap gap-4" aria-label="Section metrics">
            {metrics.map((metric) => (
              <MetricCard
                key={metric.id}
                metric={metric}
                imageHeight={imageHeight}
                onPatch={(fields, failure, success) => void patch(metric, fields, failure, success)}
                onEditMedia={() => setMediaFor(metric)}
                onRemove={() => setRemoving(metric)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>

      {creating && sectionId !== null && (
        <CreateMetricDialog
          sectionId={sectionId}
          onClose={() => setCreating(false)}
          onCreated={(metric, version) => {
            onMetricsChange([...metrics, metric]);
            onSectionVersion(version);
            onChanged();
          }}
        />
      )}
      {adding && sectionId !== null && (
        <AddExistingDialog
          sectionId={sectionId}
          present={new Set(metrics.map((metric) => metric.id))}
          onClose={() => setAdding(false)}
          onAdded={(metric, version) => {
            onMetricsChange([...metrics, metric]);
            onSectionVersion(version);
            onChanged();
          }}
        />
      )}
      {mediaFor && (
        <MediaUrlDialog
          metric={mediaFor}
          onClose={() => setMediaFor(null)}
          onSave={async (url) => {
            try {
              const saved = await requestJson<MetricItem>("PATCH", `/api/metrics/${mediaFor.id}`, { image: url });
              replace({ ...mediaFor, ...pickMetric(saved) });
              toast.success("URL updated successfully");
              setMediaFor(null);
              onChanged();
            } catch (error) {
              toast.error(errorText(error, "Failed to update image"));
            }
          }}
        />
      )}
      {removing && (
        <RemoveOrDeleteDialog
          metric={removing}
          onClose={() => setRemoving(null)}
          onRemove={() => void removeFromSection(removing)}
          onDelete={() => {
            setDeleting(removing);
            setRemoving(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Metric Permanently"
        text="This deletes the metric from every section that shows it. This action cannot be undone."
        confirmLabel="Delete Permanently"
        busyLabel="Deleting..."
        requireText={deleting?.title ?? ""}
        onConfirm={() => (deleting ? deletePermanently(deleting) : undefined)}
      />
    </section>
  );
}

function pickMetric(saved: MetricItem): Partial<MetricItem> {
  const {
    id,
    title,
    description,
    image,
    is_image_rounded_full,
    is_title_displayed,
    is_card_type,
    background_color,
    is_gradient,
    gradient,
  } = saved;
  return {
    id,
    title,
    description,
    image,
    is_image_rounded_full,
    is_title_displayed,
    is_card_type,
    background_color,
    is_gradient,
    gradient,
  };
}

function MetricCard({
  metric,
  imageHeight,
  onPatch,
  onEditMedia,
  onRemove,
}: {
  metric: MetricItem;
  imageHeight: number;
  onPatch: (fields: Partial<MetricItem>, failure: string, success?: string) => void;
  onEditMedia: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: metric.id,
  });
  const id = useId();
  // Typing is local until the field is left; null shows the stored value.
  const [titleEdit, setTitle] = useState<string | null>(null);
  const [descriptionEdit, setDescription] = useState<string | null>(null);
  const title = titleEdit ?? metric.title;
  // Descriptions are stored as sanitised HTML; the card edits their text (saved only when changed).
  const storedDescription = plainText(metric.description);
  const description = descriptionEdit ?? storedDescription;
  const [showStyle, setShowStyle] = useState(false);
  const media = metricMedia(metric.image);
  const label = metric.title || "metric";

  return (
    <li
      ref={setNodeRef}
      data-metric-card={metric.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        width: 350,
        minHeight: 350,
        background: previewBackground({
          background_color: metric.background_color,
          is_gradient: metric.is_gradient,
          gradient: metric.gradient ?? { from: "blue-400", via: "cyan-300", to: "teal-400" },
        }),
      }}
      className={
        "relative flex flex-col gap-2 rounded-xl border border-gray-200 p-3 shadow-sm " +
        (isDragging ? "z-10 opacity-80 shadow-lg" : "")
      }
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${label}`}
          className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span className="mr-auto" />
        <Button variant="ghost" size="icon-sm" aria-label={`Set image or video URL of ${label}`} onClick={onEditMedia}>
          <ImagePlus aria-hidden="true" />
        </Button>
        {metric.image && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove media of ${label}`}
            onClick={() => onPatch({ image: null }, "Failed to remove media", "Media removed")}
          >
            <X aria-hidden="true" />
          </Button>
        )}
        <Button variant="ghost" size="icon-sm" aria-label={`Remove or delete ${label}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {media && (
        <MetricMedia
          media={media}
          height={Math.min(imageHeight, 160)}
          roundedFull={metric.is_image_rounded_full}
          label={label}
        />
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="sr-only">
          Metric title
        </label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => {
            setTitle(null);
            if (title !== metric.title) onPatch({ title }, "Failed to update title");
          }}
          className="bg-white/90 font-semibold"
        />
        <label htmlFor={`${id}-description`} className="sr-only">
          Metric description
        </label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={description}
          showCount={false}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => {
            setDescription(null);
            if (description !== storedDescription) onPatch({ description }, "Failed to update description");
          }}
          className="bg-white/90"
        />
      </div>
      <div className="mt-auto space-y-2 rounded-lg bg-white/90 p-2">
        <SwitchRow
          label="Card style"
          checked={metric.is_card_type}
          onCheckedChange={(checked) => onPatch({ is_card_type: checked }, "Failed to update")}
        />
        <SwitchRow
          label="Rounded image"
          checked={metric.is_image_rounded_full}
          onCheckedChange={(checked) => onPatch({ is_image_rounded_full: checked }, "Failed to update")}
        />
        <SwitchRow
          label="Show title"
          checked={metric.is_title_displayed}
          onCheckedChange={(checked) => onPatch({ is_title_displayed: checked }, "Failed to update")}
        />
        <Button variant="ghost" size="sm" aria-expanded={showStyle} onClick={() => setShowStyle(!showStyle)}>
          Background
        </Button>
        {showStyle && (
          <BackgroundPicker
            withGradient={false}
            value={{
              background_color: metric.background_color,
              is_gradient: false,
              gradient: metric.gradient ?? { from: "blue-400", to: "teal-400" },
            }}
            onChange={(value) =>
              onPatch({ background_color: value.background_color, is_gradient: false }, "Failed to update")
            }
          />
        )}
      </div>
    </li>
  );
}

function CreateMetricDialog({
  sectionId,
  onClose,
  onCreated,
}: {
  sectionId: number;
  onClose: () => void;
  onCreated: (metric: MetricItem, sectionVersion: string) => void;
}) {
  const [draft, setDraft] = useState<NewMetricDraft>(newMetricDraft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const complete = validateNewMetric(draft) === null;

  async function create() {
    const problem = validateNewMetric(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    let metric: MetricItem;
    try {
      metric = await requestJson<MetricItem>("POST", "/api/metrics", newMetricPayload(draft));
    } catch (failure) {
      toast.error(errorText(failure, "Failed to create metric"));
      setSaving(false);
      return;
    }
    try {
      const section = await requestJson<SectionAnswer>("POST", `/api/template-sections/${sectionId}/metrics`, {
        metric_id: metric.id,
      });
      onCreated(pickMetric(metric) as MetricItem, section.updated_at);
      toast.success("Metric created and added successfully");
      onClose();
    } catch (failure) {
      toast.error(errorText(failure, "Failed to add metric to section"));
      setSaving(false);
    }
  }

  return (
    <EditorDialog
      title="Create Metric"
      badge="New"
      subtitle="A new metric in your library, added to this section"
      onRequestClose={onClose}
      className="w-[min(32rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void create()} disabled={!complete || saving}>
            {saving ? "Creating..." : "Create Metric"}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Field id={`${id}-title`} label="Title" required>
          <Input
            id={`${id}-title`}
            value={draft.title}
            maxLength={500}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" required>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={draft.description}
            maxLength={20000}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </Field>
        <Field id={`${id}-image`} label="Image or video URL">
          <Input
            id={`${id}-image`}
            value={draft.image}
            placeholder="https://…"
            onChange={(event) => setDraft({ ...draft, image: event.target.value })}
          />
        </Field>
        <SwitchRow
          label="Card style"
          checked={draft.is_card_type}
          onCheckedChange={(checked) => setDraft({ ...draft, is_card_type: checked })}
        />
        <SwitchRow
          label="Rounded image"
          checked={draft.is_image_rounded_full}
          onCheckedChange={(checked) => setDraft({ ...draft, is_image_rounded_full: checked })}
        />
        <SwitchRow
          label="Show title"
          checked={draft.is_title_displayed}
          onCheckedChange={(checked) => setDraft({ ...draft, is_title_displayed: checked })}
        />
        <BackgroundPicker value={draft} onChange={(value) => setDraft({ ...draft, ...value })} />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </EditorDialog>
  );
}

function AddExistingDialog({
  sectionId,
  present,
  onClose,
  onAdded,
}: {
  sectionId: number;
  present: Set<number>;
  onClose: () => void;
  onAdded: (metric: MetricItem, sectionVersion: string) => void;
}) {
  const [library, setLibrary] = useState<MetricItem[] | null>(null);
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState<number | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    requestJson<MetricItem[]>("GET", "/api/metrics")
      .then((list) => {
        if (live) setLibrary(list);
      })
      .catch(() => {
        if (!live) return;
        setLibrary([]);
        toast.error("Failed to load available metrics");
      });
    return () => {
      live = false;
    };
  }, []);

  const available = (library ?? []).filter(
    (metric) =>
      !present.has(metric.id) &&
      (!query.trim() || `${metric.title} ${metric.description}`.toLowerCase().includes(query.trim().toLowerCase())),
  );

  async function add(metric: MetricItem) {
    setBusy(metric.id);
    try {
      const section = await requestJson<SectionAnswer>("POST", `/api/template-sections/${sectionId}/metrics`, {
        metric_id: metric.id,
      });
      onAdded(pickMetric(metric) as MetricItem, section.updated_at);
      toast.success("Metric added successfully");
      onClose();
    } catch (error) {
      toast.error(errorText(error, "Failed to add metric"));
      setBusy(null);
    }
  }

  return (
    <EditorDialog
      title="Add Existing Metric"
      subtitle="Pick a metric from your library"
      onRequestClose={onClose}
      className="w-[min(36rem,calc(100vw-2rem))]"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-3">
        <Field id={`${id}-search`} label="Search metrics">
          <Input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        {library === null ? (
          <p className="text-sm text-gray-600">Loading metrics...</p>
        ) : available.length === 0 ? (
          <p className="text-sm text-gray-600">No other metrics in your library.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Available metrics">
            {available.map((metric) => (
              <li key={metric.id} className="flex items-center gap-3 p-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{metric.title || "(untitled)"}</p>
                  <p className="truncate text-xs text-gray-600">{metric.description}</p>
                </div>
                <Button
                  size="sm"
                  onClick={() => void add(metric)}
                  disabled={busy !== null}
                  aria-label={`Add ${metric.title || "metric"}`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </EditorDialog>
  );
}

function MediaUrlDialog({
  metric,
  onClose,
  onSave,
}: {
  metric: MetricItem;
  onClose: () => void;
  onSave: (url: string) => Promise<void>;
}) {
  const [url, setUrl] = useState(metric.image ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const id = useId();
  const preview = metricMedia(url);

  async function save() {
    const checked = checkMediaUrl(url);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    await onSave(checked.url);
    setSaving(false);
  }

  return (
    <EditorDialog
      title="Image or Video URL"
      subtitle="An image, a video file, or a YouTube or Vimeo link"
      onRequestClose={onClose}
      className="w-[min(32rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? "Saving..." : "Save URL"}
          </Button>
        </>
      }
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field id={`${id}-url`} label="URL" error={error}>
          <Input
            id={`${id}-url`}
            value={url}
            placeholder="https://…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-url-error` : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          Choose from gallery
        </Button>
        {preview && (
          <p className="text-xs text-gray-600">
            {preview.kind === "embed"
              ? `Video player: ${preview.src}`
              : preview.kind === "video"
                ? "Video file"
                : "Image"}
          </p>
        )}
      </form>
      {picking && (
        <MediaPicker
          onClose={() => setPicking(false)}
          onPick={(choice) => {
            setUrl(choice.url);
            setError(null);
            setPicking(false);
          }}
        />
      )}
    </EditorDialog>
  );
}

function RemoveOrDeleteDialog({
  metric,
  onClose,
  onRemove,
  onDelete,
}: {
  metric: MetricItem;
  onClose: () => void;
  onRemove: () => void;
  onDelete: () => void;
}) {
  return (
    <EditorDialog
      title="Remove Metric"
      subtitle={`What should happen to "${metric.title || "this metric"}"?`}
      onRequestClose={onClose}
      className="w-[min(30rem,calc(100vw-2rem))]"
      footer={
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <div className="space-y-3">
        <div className="rounded-lg border border-gray-200 p-3">
          <p className="text-sm text-gray-700">Take it out of this section; it stays in your library.</p>
          <Button className="mt-2" variant="outline" onClick={onRemove}>
            Remove from Section
          </Button>
        </div>
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-gray-700">Delete it everywhere: from every section and from the library.</p>
          <Button className="mt-2" variant="destructive" onClick={onDelete}>
            Delete Permanently
          </Button>
        </div>
      </div>
    </EditorDialog>
  );
}
