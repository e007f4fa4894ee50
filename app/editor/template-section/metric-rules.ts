/** Metric manager rules (spec editing-tools §3, §4, §5): new metrics, media addresses, typed deletion. */
import { detectMedia, safeMediaUrl, type Media } from "../../../shared/rules/media.ts";
import { DEFAULT_GRADIENT, DEFAULT_GRADIENT_VIA, NEW_METRIC_DEFAULTS } from "../../view-models/section-options.ts";
import type { Gradient } from "../../../shared/i18n/types.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { METRIC_REQUIRED_MESSAGE } from "../../../shared/schemas/metric-schema.ts";

export { METRIC_REQUIRED_MESSAGE };
export const INVALID_URL_MESSAGE = "Please enter a valid URL";
export const SAVE_SECTION_FIRST = "Save the section first to add metrics";

/** Why metrics cannot be added yet, in the person's language. */
export const saveSectionFirst = (locale: UiLocale = "en") => m.fields_secSaveSectionFirst({}, ui(locale));

export type NewMetricDraft = {
  title: string;
  description: string;
  image: string;
  is_image_rounded_full: boolean;
  is_title_displayed: boolean;
  is_card_type: boolean;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient;
};

/** A fresh create-metric form: the spec's defaults, and the default gradient ready when switched on. */
export function newMetricDraft(): NewMetricDraft {
  return { ...NEW_METRIC_DEFAULTS, gradient: { ...DEFAULT_GRADIENT } };
}

/** Adding a via colour to a gradient starts it at purple-400 (spec §3). */
export function withVia(gradient: Gradient): Gradient {
  return { ...gradient, via: gradient.via || DEFAULT_GRADIENT_VIA };
}

/** The body of POST /api/metrics (an empty image is none). */
export function newMetricPayload(draft: NewMetricDraft) {
  return {
    ...draft,
    title: draft.title.trim(),
    description: draft.description.trim(),
    image: draft.image.trim() || null,
  };
}

/**
 * The image/video URL modal's check: empty after trimming is 'Please enter a valid URL' (spec §5),
 * and so is an address the site would never show (not http(s) nor a site path).
 */
export function checkMediaUrl(input: string, locale: UiLocale = "en"): { url: string } | { error: string } {
  const value = input.trim();
  if (!value || !safeMediaUrl(value)) return { error: m.fields_secInvalidUrl({}, ui(locale)) };
  return { url: value };
}

/** How a metric's media shows: video files, YouTube/Vimeo links as embed addresses, else an image. */
export function metricMedia(url: string | null | undefined): Media | null {
  return detectMedia(url);
}

/** The typed confirmation of Delete Permanently and of a section's deletion: exact text only. */
export function typedConfirmationMatches(typed: string, expected: string): boolean {
  return typed === expected;
}

/** Moves one id before/after another (dnd-kit's over target); the new order is sent at once. */
export function moveId(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}
