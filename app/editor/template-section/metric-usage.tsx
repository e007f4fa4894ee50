import { Copy, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { plural } from "../shared/plural.ts";
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
export function usageText(uses: readonly MetricUse[], locale: UiLocale = "en"): string | null {
  if (uses.length <= 1) return null;
  return plural(ui(locale), uses.length, {
    zero: (count, o) => m.fields_secUsedInZero(count, o),
    one: (count, o) => m.fields_secUsedInOne(count, o),
    two: (count, o) => m.fields_secUsedInTwo(count, o),
    few: (count, o) => m.fields_secUsedInFew(count, o),
    many: (count, o) => m.fields_secUsedInMany(count, o),
    other: (count, o) => m.fields_secUsedInOther(count, o),
  });
}

/**
 * The permanent-delete question, saying what is true: every section loses it, and the audit log
 * can bring it back (its last revision is kept).
 */
export function permanentDeleteText(sectionCount: number, locale: UiLocale = "en"): string {
  const o = ui(locale);
  if (sectionCount <= 1) return m.fields_secDeleteFromEvery({}, o);
  return plural(o, sectionCount, {
    zero: (count, o) => m.fields_secDeleteFromAllZero(count, o),
    one: (count, o) => m.fields_secDeleteFromAllOne(count, o),
    two: (count, o) => m.fields_secDeleteFromAllTwo(count, o),
    few: (count, o) => m.fields_secDeleteFromAllFew(count, o),
    many: (count, o) => m.fields_secDeleteFromAllMany(count, o),
    other: (count, o) => m.fields_secDeleteFromAllOther(count, o),
  });
}

/** A section as the owner knows it: its title (or "Untitled section") and its page. */
export function sectionLabel(use: MetricUse, locale: UiLocale = "en"): string {
  const o = ui(locale);
  return m.fields_secSectionLabel(
    {
      title: use.title || m.fields_secUntitledSection({}, o),
      page: use.url_page === "/home" ? m.fields_secHomePage({}, o) : use.url_page,
    },
    o,
  );
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
  const ui = useUiLanguage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const text = usageText(uses, ui.locale);
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
        <p>{m.fields_secChangeEverywhere({}, ui)}</p>
        <ul className="list-disc ps-4">
          {others.map((use) => (
            <li key={use.id}>{sectionLabel(use, ui.locale)}</li>
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
        {busy ? m.fields_secDuplicating({}, ui) : m.fields_secDuplicateHere({}, ui)}
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
