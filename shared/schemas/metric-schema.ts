import { z } from "zod";
import { color, flag, gradient, LIMITS, link, text } from "./field-rules.ts";

/**
 * A metric's write rules (spec editing-tools §3, §5), used by the API (server/api/content/
 * content.schemas.ts adds only the OpenAPI names) and by the Create Metric dialog's form
 * (decision 042), so both say the same thing in the same words.
 */

/** Spec editing-tools §5: a new metric needs both. */
export const METRIC_REQUIRED_MESSAGE = "Title and description are required";

export const metricFields = {
  title: text(LIMITS.title),
  description: text(LIMITS.richText),
  image: link.nullable(),
  is_image_rounded_full: flag,
  is_title_displayed: flag,
  is_card_type: flag,
  background_color: color,
  is_gradient: flag,
  gradient,
};

/** The spec's one message, at the first of the two fields that is blank. */
export function requireTitleAndDescription(body: { title: string; description: string }, ctx: z.RefinementCtx) {
  const params = { rule: "metric_required" };
  if (!body.title.trim()) ctx.addIssue({ code: "custom", path: ["title"], message: METRIC_REQUIRED_MESSAGE, params });
  else if (!body.description.trim()) {
    ctx.addIssue({ code: "custom", path: ["description"], message: METRIC_REQUIRED_MESSAGE, params });
  }
}

/** What the Create Metric dialog checks before sending: the API's rules over its draft (no image is ""). */
export const newMetricFormSchema = z.object({ ...metricFields, image: link }).superRefine(requireTitleAndDescription);
