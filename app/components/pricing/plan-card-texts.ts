/**
 * The few texts of the pricing section, picked on the server and sent with the section, so that
 * home's JavaScript carries no table of languages; the texts live in the message catalogue
 * (visitor_planCard_*), languages it does not have read English. `added` keeps the placeholders
 * {name} and {count} for the browser to fill.
 */
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

export type PlanCardTexts = {
  addToBasket: string;
  added: string;
  was: string;
  viewBasket: string;
};

export function planCardTexts(locale: string): PlanCardTexts {
  const o = ui(locale);
  return {
    addToBasket: m.visitor_planCard_addToBasket({}, o),
    added: m.visitor_planCard_added({ name: "{name}", count: "{count}" }, o),
    was: m.visitor_planCard_was({}, o),
    viewBasket: m.visitor_planCard_viewBasket({}, o),
  };
}
