/**
 * The metric manager's dialogs (spec editing-tools §2.3, §4, §8): add a metric from the library
 * (typed client, TanStack Query), set a metric's image or video URL, and remove-or-delete (Create
 * Metric: create-metric-dialog.tsx).
 * They share one frame, `ActionDialog` (action-dialog.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button, Field, Input, toast } from "../../components/ui/index.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { api, unwrap } from "../../api-client/client.ts";
import { errorMessage as errorText } from "../../api-client/api-error.ts";
import { MediaPicker } from "../shared/media-picker.tsx";
import { ActionDialog } from "./action-dialog.tsx";
import { CreateMetricDialog } from "./create-metric-dialog.tsx";
import { LibraryEntry } from "./metric-library-entry.tsx";
import { pickMetric, type MetricItem } from "./metric-item.ts";
import { checkMediaUrl, metricMedia } from "./metric-rules.ts";

export { CreateMetricDialog };

export function AddExistingDialog({
  sectionId,
  sectionVersion,
  present,
  onClose,
  onAdded,
}: {
  sectionId: number;
  sectionVersion: string | null;
  present: Set<number>;
  onClose: () => void;
  onAdded: (metric: MetricItem, sectionVersion: string) => void;
}) {
  const ui = useUiLanguage();
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState<number | null>(null);
  const id = useId();
  // The library as it is now (read afresh on each opening), with the sections each metric is in.
  const libraryQuery = useQuery({
    queryKey: ["metric-library"],
    queryFn: async () => (await unwrap(api.GET("/metrics"))) as MetricItem[],
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const loadFailed = libraryQuery.isError;
  const loadFailedText = m.fields_secLoadMetricsFailed({}, ui);
  useEffect(() => {
    if (loadFailed) toast.error(loadFailedText);
  }, [loadFailed, loadFailedText]);
  const library = loadFailed ? [] : (libraryQuery.data ?? null);

  const available = (library ?? []).filter(
    (metric) =>
      !present.has(metric.id) &&
      (!query.trim() || `${metric.title} ${metric.description}`.toLowerCase().includes(query.trim().toLowerCase())),
  );

  async function add(metric: MetricItem) {
    setBusy(metric.id);
    try {
      const section = await unwrap(
        api.POST("/template-sections/{id}/metrics", {
          params: { path: { id: sectionId } },
          body: { metric_id: metric.id, updated_at: sectionVersion ?? "" },
        }),
      );
      onAdded(pickMetric(metric), section.updated_at);
      toast.success(m.fields_secMetricAdded({}, ui));
      onClose();
    } catch (error) {
      toast.error(errorText(error, m.fields_secAddMetricFailed({}, ui), ui));
      setBusy(null);
    }
  }

  return (
    <ActionDialog
      title={m.fields_secAddExistingTitle({}, ui)}
      subtitle={m.fields_secAddExistingSubtitle({}, ui)}
      onClose={onClose}
      cancelLabel={m.editor_close({}, ui)}
      width="36rem"
    >
      <div className="space-y-3">
        <Field id={`${id}-search`} label={m.fields_secSearchMetrics({}, ui)}>
          <Input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        {library === null ? (
          <p className="text-sm text-gray-600">{m.fields_secLoadingMetrics({}, ui)}</p>
        ) : available.length === 0 ? (
          <p className="text-sm text-gray-600">{m.fields_secNoOtherMetrics({}, ui)}</p>
        ) : (
          <ul
            className="divide-y divide-gray-200 rounded-lg border border-gray-200"
            aria-label={m.fields_secAvailableMetrics({}, ui)}
          >
            {available.map((metric) => (
              <li key={metric.id} className="flex items-center gap-3 p-2">
                <LibraryEntry metric={metric} />
                <Button
                  size="sm"
                  onClick={() => void add(metric)}
                  disabled={busy !== null}
                  aria-label={m.fields_secAddNamed({ name: metric.title || m.fields_secMetricNoun({}, ui) }, ui)}
                >
                  {m.fields_secAdd({}, ui)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ActionDialog>
  );
}

export function MediaUrlDialog({
  metric,
  onClose,
  onSave,
}: {
  metric: MetricItem;
  onClose: () => void;
  onSave: (url: string) => Promise<void>;
}) {
  const ui = useUiLanguage();
  const [url, setUrl] = useState(metric.image ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const id = useId();
  const preview = metricMedia(url);

  async function save() {
    const checked = checkMediaUrl(url, ui.locale);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    await onSave(checked.url);
    setSaving(false);
  }

  return (
    <ActionDialog
      title={m.fields_secMediaTitle({}, ui)}
      subtitle={m.fields_secMediaSubtitle({}, ui)}
      onClose={onClose}
      action={saving ? m.editor_saving({}, ui) : m.fields_secSaveUrl({}, ui)}
      onAction={() => void save()}
      disabled={saving}
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field id={`${id}-url`} label={m.fields_secUrl({}, ui)} error={error}>
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
          {m.fields_secChooseFromGallery({}, ui)}
        </Button>
        {preview && (
          <p className="text-xs text-gray-600">
            {preview.kind === "embed"
              ? m.fields_secVideoPlayer({ src: preview.src }, ui)
              : preview.kind === "video"
                ? m.fields_secVideoFile({}, ui)
                : m.fields_secImage({}, ui)}
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
    </ActionDialog>
  );
}

export function RemoveOrDeleteDialog({
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
  const ui = useUiLanguage();
  return (
    <ActionDialog
      title={m.fields_secRemoveMetric({}, ui)}
      subtitle={m.fields_secWhatHappens({ name: metric.title || m.fields_secThisMetric({}, ui) }, ui)}
      onClose={onClose}
      width="30rem"
    >
      <div className="space-y-3">
        <div className="rounded-lg border border-gray-200 p-3">
          <p className="text-sm text-gray-700">{m.fields_secTakeOut({}, ui)}</p>
          <Button className="mt-2" variant="outline" onClick={onRemove}>
            {m.fields_secRemoveFromSection({}, ui)}
          </Button>
        </div>
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-gray-700">{m.fields_secDeleteEverywhereText({}, ui)}</p>
          <Button className="mt-2" variant="destructive" onClick={onDelete}>
            {m.fields_secDeletePermanently({}, ui)}
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}
