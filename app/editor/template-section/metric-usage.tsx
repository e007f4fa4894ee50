import { Copy, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  addSectionMetric,
  createMetric,
  listMetrics,
  orderSectionMetrics,
  removeSectionMetric,
} from "./section-api.ts";
import type { MetricItem } from "./metric-item.ts";

/** A section that shows a metric, as GET /api/metrics answers it (`used_in`). */
export type MetricUse = { id: number; title: string; url_page: string };
export type MetricUsage = Map<number, MetricUse[]>;

/** "Used in 3 sections" (shared content says it is shared; decision 043); null when only one shows it. */
export function usageText(uses: readonly MetricUse[]): string | null {
  return uses.length > 1 ? `Used in ${uses.length} sections` : null;
}

/**
 * The permanent-delete question, saying what is true: every section loses it, and the audit log
 * can bring it back (its last revision is kept).
 */
export function permanentDeleteText(sectionCount: number): string {
  const where = sectionCount > 1 ? `all ${sectionCount} sections that show it` : "every section that shows it";
  return `This deletes the metric from ${where}. You can restore it later from the audit log.`;
}

/** A section as the owner knows it: its title (or "Untitled section") and its page. */
export function sectionLabel(use: MetricUse): string {
  return `${use.title || "Untitled section"} (${use.url_page === "/home" ? "home page" : use.url_page})`;
}

/**
 * Which sections show each metric of the library, read once per opening of the metric manager and
 * again when `refresh` changes (a metric added, removed or duplicated).
 */
export function useMetricUsage(refresh: unknown): MetricUsage {
  const [usage, setUsage] = useState<MetricUsage>(new Map());
  useEffect(() => {
    let live = true;
    listMetrics()
      .then((library) => {
        if (live) setUsage(new Map(library.map((metric) => [metric.id, metric.used_in ?? []])));
      })
      .catch((error: unknown) => console.warn("Metric usage not loaded", error));
    return () => {
      live = false;
    };
  }, [refresh]);
  return usage;
}

/**
 * On a metric card: "Used in N sections" with the list of them, and "Duplicate for this section",
 * which gives this section its own copy so a change here stops reaching the others.
 */
export function MetricUsageBadge({
  uses,
  sectionId,
  onDuplicate,
}: {
  uses: readonly MetricUse[];
  sectionId: number | null;
  onDuplicate: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const text = usageText(uses);
  if (!text) return null;
  const others = uses.filter((use) => use.id !== sectionId);
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950" data-metric-usage>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1 font-medium underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
      >
        <Share2 className="size-3.5" aria-hidden="true" />
        {text}
      </button>
      <div id={listId} hidden={!open} className="mt-1 space-y-1">
        <p>A change here changes it in the other sections too:</p>
        <ul className="list-disc ps-4">
          {others.map((use) => (
            <li key={use.id}>{sectionLabel(use)}</li>
          ))}
        </ul>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-1 h-7 bg-white"
        disabled={busy || sectionId === null}
        onClick={() => {
          setBusy(true);
          void onDuplicate().finally(() => setBusy(false));
        }}
      >
        <Copy aria-hidden="true" />
        {busy ? "Duplicating..." : "Duplicate for this section"}
      </Button>
    </div>
  );
}

/**
 * Gives a section its own copy of a shared metric, in the same place: the copy is created, added,
 * the shared one removed from this section (the others keep it), and the order put back.
 * Returns the copy and the section's new version.
 */
export async function duplicateForSection({
  sectionId,
  sectionVersion,
  metric,
  metricIds,
}: {
  sectionId: number;
  sectionVersion: string | null;
  metric: MetricItem;
  metricIds: number[];
}): Promise<{ copy: MetricItem; version: string }> {
  const { id: _id, updated_at: _version, ...fields } = metric;
  const copy = await createMetric({
    title: fields.title,
    description: fields.description,
    image: fields.image,
    is_image_rounded_full: fields.is_image_rounded_full,
    is_title_displayed: fields.is_title_displayed,
    is_card_type: fields.is_card_type,
    background_color: fields.background_color,
    is_gradient: fields.is_gradient,
    ...(fields.gradient ? { gradient: fields.gradient } : {}),
  });
  let version = (await addSectionMetric(sectionId, copy.id, sectionVersion)).updated_at;
  version = (await removeSectionMetric(sectionId, metric.id, version)).updated_at;
  version = (
    await orderSectionMetrics(
      sectionId,
      metricIds.map((id) => (id === metric.id ? copy.id : id)),
      version,
    )
  ).updated_at;
  return { copy, version };
}
