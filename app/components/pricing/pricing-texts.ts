import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { pricingTextsFrom, type PricingTemplates } from "./pricing-texts-from.ts";

/**
 * Interface texts of the basket page, from the message catalogue (visitor_basket_*); the basket's
 * browser code calls them too, so only these keys reach its chunk. A language the catalogue does not
 * have reads English.
 */
export type PricingTexts = {
  basketTitle: string;
  /** Under the title, server rendered: what the basket is for while the browser fills it in. */
  intro: string;
  empty: string;
  browsePlans: string;
  plan: string;
  quantity: (name: string) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  remove: (name: string) => string;
  removeShort: string;
  unitPrice: string;
  lineTotal: string;
  totalItems: string;
  totalValue: string;
  unavailable: string;
  priceChanged: (before: string, now: string) => string;
  mixedCurrencies: string;
};

/** The texts of one language with their placeholders, for the basket page's loader to send. */
export function pricingTemplates(locale: string): PricingTemplates {
  const o = ui(locale);
  return {
    basketTitle: m.visitor_basket_basketTitle({}, o),
    intro: m.visitor_basket_intro({}, o),
    empty: m.visitor_basket_empty({}, o),
    browsePlans: m.visitor_basket_browsePlans({}, o),
    plan: m.visitor_basket_plan({}, o),
    quantity: m.visitor_basket_quantity({ name: "{name}" }, o),
    decrease: m.visitor_basket_decrease({ name: "{name}" }, o),
    increase: m.visitor_basket_increase({ name: "{name}" }, o),
    remove: m.visitor_basket_remove({ name: "{name}" }, o),
    removeShort: m.visitor_basket_removeShort({}, o),
    unitPrice: m.visitor_basket_unitPrice({}, o),
    lineTotal: m.visitor_basket_lineTotal({}, o),
    totalItems: m.visitor_basket_totalItems({}, o),
    totalValue: m.visitor_basket_totalValue({}, o),
    unavailable: m.visitor_basket_unavailable({}, o),
    priceChanged: m.visitor_basket_priceChanged({ before: "{before}", now: "{now}" }, o),
    mixedCurrencies: m.visitor_basket_mixedCurrencies({}, o),
  };
}

export function pricingTexts(locale: string): PricingTexts {
  return pricingTextsFrom(pricingTemplates(locale));
}
