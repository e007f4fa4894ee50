/** A metric as the template section editor shows and changes it (GET /api/template-sections/{id}). */
import type { Gradient } from "../../../shared/i18n/types.ts";

export type MetricItem = {
  id: number;
  title: string;
  /** Per language (decision 069), edited on the card; absent in answers that leave it out. */
  title_translation?: Record<string, string>;
  description: string;
  description_translation?: Record<string, string>;
  image: string | null;
  is_image_rounded_full: boolean;
  is_title_displayed: boolean;
  is_card_type: boolean;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
  /** The metric's version: its PATCH and DELETE are based on it (decision 031). */
  updated_at: string;
};

/** The fields the editor keeps of a metric the API answered with (the library adds `used_in`). */
export function pickMetric(saved: MetricItem): MetricItem {
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
    updated_at,
    title_translation,
    description_translation,
  } = saved;
  return {
    ...(title_translation ? { title_translation } : {}),
    ...(description_translation ? { description_translation } : {}),
    updated_at,
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
