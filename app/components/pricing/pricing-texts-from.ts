import { fillTemplate } from "../../../shared/i18n/fill-template.ts";
import type { PricingTexts } from "./pricing-texts.ts";

/** pricingTexts() as the server sends it: every text a string, the placeholders still in. */
export type PricingTemplates = { [K in keyof PricingTexts]: string };

/**
 * The basket's texts from the templates its loader picked (pricingTemplates()): the browser's
 * basket code calls this, never the catalogue, so it carries one language, not eleven.
 */
export function pricingTextsFrom(t: PricingTemplates): PricingTexts {
  return {
    ...t,
    quantity: (name) => fillTemplate(t.quantity, { name }),
    decrease: (name) => fillTemplate(t.decrease, { name }),
    increase: (name) => fillTemplate(t.increase, { name }),
    remove: (name) => fillTemplate(t.remove, { name }),
    priceChanged: (before, now) => fillTemplate(t.priceChanged, { before, now }),
  };
}
