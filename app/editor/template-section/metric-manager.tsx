/**
 * The metric manager inside a template section (spec editing-tools §2.3, §4, §8): cards with inline
 * editing, drag-to-reorder that saves at once, create / add-existing / remove-or-delete / URL modals.
 * Every change is a call of the content API; the section's version follows each answer so that the
 * editor's own later save is not taken for someone else's. The metrics are a list of records on the
 * record-editor layer (`useRecordList`, decision 058): a metric's own fields are saved at the version
 * it was loaded with, and merged with someone else's save instead of overwriting it.
 */
import { Library, Plus } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { translationsQueryKey } from "../../components/editor-kit/translation-status.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { Button, ConfirmDialog, toast } from "../../components/ui/index.ts";
import { defaultFieldLabel, ListConflictView } from "../../components/editor-kit/record-editor-parts.tsx";
import { SortableList } from "../../components/editor-kit/sortable-list.tsx";
import { useRecordList, type EntryKind, type RecordList } from "../../components/editor-kit/use-record-list.ts";
import { errorMessage as errorText } from "../../api-client/api-error.ts";
import {
  listSectionMetrics,
  deleteMetric,
  orderSectionMetrics,
  patchMetric,
  removeSectionMetric,
} from "./section-api.ts";
import { MetricCard } from "./metric-card.tsx";
import { AddExistingDialog, CreateMetricDialog, MediaUrlDialog, RemoveOrDeleteDialog } from "./metric-dialogs.tsx";
import { pickMetric, type MetricItem } from "./metric-item.ts";
import { duplicateForSection, MetricUsageBadge, permanentDeleteText, useMetricUsage } from "./metric-usage.tsx";
import { moveId, saveSectionFirst } from "./metric-rules.ts";

export type { MetricItem } from "./metric-item.ts";

/** A metric of the section's list as a record: found by id, saved with PATCH at its version. */
const metricKind = (o: { locale: UiLocale }): EntryKind<MetricItem[], MetricItem> => ({
  noun: m.fields_secMetricNoun({}, o),
  find: (metrics, id) => metrics.find((metric) => metric.id === id),
  save: (metric, fields) => patchMetric(metric.id, fields, metric.updated_at),
  name: (metric) => metric.title,
});

const metricFieldLabels = (o: { locale: UiLocale }): Record<string, string> => ({
  title: m.fields_secTitle({}, o),
  description: m.fields_secDescription({}, o),
  image: m.fields_secImageOrVideoUrl({}, o),
});

/**
 * A section's metrics as a list of records. They come with the section as loaded (`setList`), and
 * are read again after someone else's change of one.
 */
export function useSectionMetrics(sectionId: number | null, onChanged: () => void) {
  const ui = useUiLanguage();
  return useRecordList<MetricItem[]>({
    entity: "template-section-metrics",
    scope: sectionId ?? 0,
    load: () => listSectionMetrics(sectionId ?? 0),
    enabled: false,
    loadFailed: null,
    // The section editor already says who else has the section open.
    presence: false,
    onChanged,
    errorText: (error, fallback) => errorText(error, fallback, ui),
    empty: [],
  });
}

type Props = {
  /** null in create mode: metrics wait until the section is saved. */
  sectionId: number | null;
  /** The section's metrics (`useRecordList`, filled with the section as loaded). */
  metricList: RecordList<MetricItem[]>;
  /** The section's version as loaded: adding, removing and reordering its metrics are based on it. */
  sectionVersion: string | null;
  /** The section's new version after a change of its metric list. */
  onSectionVersion: (version: string) => void;
  /** After a change that moved the section's version without telling it (a permanent delete). */
  onReloadSection: () => void;
  /** The page shows the change (template-section-updated). */
  onChanged: () => void;
  imageHeight: number;
  /** A metric's translation to open first (a link of the Translations page). */
  focus?: TranslationFocus | null;
};

export function MetricManager({
  sectionId,
  metricList,
  sectionVersion,
  onSectionVersion,
  onReloadSection,
  onChanged,
  imageHeight,
  focus = null,
}: Props) {
  const ui = useUiLanguage();
  const queryClient = useQueryClient();
  const METRIC = metricKind(ui);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MetricItem | null>(null);
  const [deleting, setDeleting] = useState<MetricItem | null>(null);
  const [mediaFor, setMediaFor] = useState<MetricItem | null>(null);
  const disabled = sectionId === null;
  const { list: metrics, setList: onMetricsChange } = metricList;
  const usage = useMetricUsage(metrics.map((metric) => metric.id).join(","));

  /**
   * PATCH /api/metrics/{id} at the metric's version; the card shows the value at once and takes it
   * back on failure, unless the list was read again meanwhile (someone else's save, now shown).
   */
  async function patch(metric: MetricItem, fields: Partial<MetricItem>, failure: string, success?: string) {
    onMetricsChange((current) => current.map((item) => (item.id === metric.id ? { ...metric, ...fields } : item)));
    const saved = await metricList.write(METRIC, metric, fields, failure);
    if (saved) {
      if (success) toast.success(success);
      // A saved text or translation changes the metric's missing and stale badges.
      void queryClient.invalidateQueries({ queryKey: translationsQueryKey("metrics", String(metric.id)) });
      return true;
    }
    onMetricsChange((current) =>
      current.map((item) => (item.id === metric.id && item.updated_at === metric.updated_at ? metric : item)),
    );
    return false;
  }

  async function reorder(from: number, to: number) {
    if (sectionId === null) return;
    const ids = moveId(
      metrics.map((metric) => metric.id),
      metrics[from]!.id,
      metrics[to]!.id,
    );
    if (ids.every((id, index) => id === metrics[index]?.id)) return;
    onMetricsChange(ids.map((id) => metrics.find((metric) => metric.id === id)!));
    try {
      const section = await orderSectionMetrics(sectionId, ids, sectionVersion);
      onSectionVersion(section.updated_at);
      toast.success(m.fields_secMetricsReordered({}, ui));
      onChanged();
    } catch (error) {
      // The spec's reorder failure is only logged; the next load shows the stored order.
      console.warn("Metric reorder failed", error);
    }
  }

  async function removeFromSection(metric: MetricItem) {
    if (sectionId === null) return;
    try {
      const section = await removeSectionMetric(sectionId, metric.id, sectionVersion);
      onSectionVersion(section.updated_at);
      onMetricsChange(metrics.filter((item) => item.id !== metric.id));
      setRemoving(null);
      toast.success(m.fields_secMetricRemoved({}, ui));
      onChanged();
    } catch (error) {
      toast.error(errorText(error, m.fields_secRemoveMetricFailed({}, ui), ui));
    }
  }

  /** This section gets its own copy of a shared metric, in the same place. */
  async function duplicate(metric: MetricItem) {
    if (sectionId === null) return;
    try {
      const { copy, version } = await duplicateForSection({
        sectionId,
        sectionVersion,
        metric,
        metricIds: metrics.map((item) => item.id),
      });
      onSectionVersion(version);
      onMetricsChange(metrics.map((item) => (item.id === metric.id ? pickMetric(copy) : item)));
      toast.success(m.fields_secOwnCopy({}, ui));
      onChanged();
    } catch (error) {
      toast.error(errorText(error, m.fields_secDuplicateFailed({}, ui), ui));
      onReloadSection();
    }
  }

  async function deletePermanently(metric: MetricItem) {
    try {
      await deleteMetric(metric.id, metric.updated_at);
    } catch (error) {
      toast.error(errorText(error, m.fields_secDeleteMetricFailed({}, ui), ui));
      throw error;
    }
    onMetricsChange(metrics.filter((item) => item.id !== metric.id));
    toast.success(m.fields_secMetricDeletedEverywhere({}, ui));
    onReloadSection();
    onChanged();
  }

  return (
    <section aria-labelledby="metrics-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={m.fields_secMetrics({}, ui)}>
        <h3 id="metrics-heading" className="me-auto text-sm font-semibold text-gray-900">
          {m.fields_secMetricsCount({ count: new Intl.NumberFormat(ui.locale).format(metrics.length) }, ui)}
        </h3>
        <Button size="sm" onClick={() => setCreating(true)} disabled={disabled} aria-describedby="metrics-hint">
          <Plus aria-hidden="true" /> {m.fields_secCreateMetric({}, ui)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setAdding(true)}
          disabled={disabled}
          aria-describedby="metrics-hint"
        >
          <Library aria-hidden="true" /> {m.fields_secAddExisting({}, ui)}
        </Button>
      </div>
      {disabled && (
        <p id="metrics-hint" className="text-sm text-gray-600">
          {saveSectionFirst(ui.locale)}
        </p>
      )}
      {!disabled && metrics.length === 0 && <p className="text-sm text-gray-600">{m.fields_secNoMetrics({}, ui)}</p>}
      <ListConflictView list={metricList} fieldLabel={(key) => metricFieldLabels(ui)[key] ?? defaultFieldLabel(key)} />
      <SortableList
        ids={metrics.map((metric) => metric.id)}
        layout="grid"
        onMove={(from, to) => void reorder(from, to)}
      >
        <ul className="flex flex-wrap gap-4" aria-label={m.fields_secSectionMetrics({}, ui)}>
          {metrics.map((metric) => (
            <MetricCard
              key={metric.id}
              metric={metric}
              imageHeight={imageHeight}
              focus={focus?.record === metric.id ? focus : null}
              onPatch={(fields, failure, success) => void patch(metric, fields, failure, success)}
              onEditMedia={() => setMediaFor(metric)}
              onRemove={() => setRemoving(metric)}
              usage={
                <MetricUsageBadge
                  uses={usage.get(metric.id) ?? []}
                  sectionId={sectionId}
                  onDuplicate={() => duplicate(metric)}
                />
              }
            />
          ))}
        </ul>
      </SortableList>

      {creating && sectionId !== null && (
        <CreateMetricDialog
          sectionId={sectionId}
          sectionVersion={sectionVersion}
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
          sectionVersion={sectionVersion}
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
            if (
              await patch(
                mediaFor,
                { image: url },
                m.fields_secUpdateImageFailed({}, ui),
                m.fields_secUrlUpdated({}, ui),
              )
            )
              setMediaFor(null);
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
        title={m.fields_secDeleteMetricTitle({}, ui)}
        text={permanentDeleteText(deleting ? (usage.get(deleting.id) ?? []).length : 0, ui.locale)}
        confirmLabel={m.fields_secDeletePermanently({}, ui)}
        busyLabel={m.fields_secDeleting({}, ui)}
        requireText={deleting?.title ?? ""}
        onConfirm={() => (deleting ? deletePermanently(deleting) : undefined)}
      />
    </section>
  );
}
