import * as m from "../../shared/i18n/paraglide/messages.js";
import { ui } from "../../shared/i18n/ui-locales.ts";

/** Texts of the slider controls in the languages sites offer by default (catalogue keys slider_*); others read English. */
export type SliderLabels = {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "3 of 5" */
  position: (current: number, total: number) => string;
};

export function sliderLabels(locale: string | null | undefined): SliderLabels {
  const o = ui(locale);
  return {
    carousel: m.slider_carousel({}, o),
    previous: m.slider_previous({}, o),
    next: m.slider_next({}, o),
    pause: m.slider_pause({}, o),
    play: m.slider_play({}, o),
    position: (current, total) => m.slider_position({ current, total }, o),
  };
}
