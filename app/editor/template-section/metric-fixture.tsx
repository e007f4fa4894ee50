/**
 * A metric as the API answers it, for the metric manager's component tests (the in-memory /api
 * starts from it).
 */
import type { MetricItem } from "./metric-item.ts";

export const STORED_METRIC = {
  id: 41,
  title: "Speed",
  description: "Fast",
  image: null,
  is_image_rounded_full: false,
  is_title_displayed: true,
  is_card_type: false,
  background_color: "white",
  is_gradient: false,
  gradient: null,
  updated_at: "2026-01-01T00:00:00.000Z",
} satisfies Partial<MetricItem>;
