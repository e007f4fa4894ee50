import type { metrics } from "../../db/schema/index.ts";

/** The editable fields of a metric (spec editing-tools §3). */
export type MetricFields = Partial<
  Pick<
    typeof metrics.$inferInsert,
    | "title"
    | "title_translation"
    | "description"
    | "description_translation"
    | "image"
    | "is_image_rounded_full"
    | "is_title_displayed"
    | "is_card_type"
    | "background_color"
    | "is_gradient"
    | "gradient"
  >
>;

export const METRIC_RICH_TEXT = ["title", "description"] as const;
