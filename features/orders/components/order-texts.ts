import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { orderTextsFrom, type OrderTemplates } from "./order-texts-from.ts";

/**
 * Texts of the order request form under the basket, from the message catalogue (visitor_orderRequest_*);
 * a language the catalogue does not have reads English.
 */
export type OrderTexts = {
  heading: string;
  intro: string;
  name: string;
  email: string;
  company: string;
  message: string;
  optional: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanks: (id: number, email: string) => string;
  failed: string;
  tooMany: string;
  unavailable: string;
};

/** The texts of one language with their placeholders, for the basket page's loader to send. */
export function orderTemplates(locale: string): OrderTemplates {
  const o = ui(locale);
  return {
    heading: m.visitor_orderRequest_heading({}, o),
    intro: m.visitor_orderRequest_intro({}, o),
    name: m.visitor_orderRequest_name({}, o),
    email: m.visitor_orderRequest_email({}, o),
    company: m.visitor_orderRequest_company({}, o),
    message: m.visitor_orderRequest_message({}, o),
    optional: m.visitor_orderRequest_optional({}, o),
    submit: m.visitor_orderRequest_submit({}, o),
    sending: m.visitor_orderRequest_sending({}, o),
    thanksTitle: m.visitor_orderRequest_thanksTitle({}, o),
    thanks: m.visitor_orderRequest_thanks({ id: "{id}", email: "{email}" }, o),
    failed: m.visitor_orderRequest_failed({}, o),
    tooMany: m.visitor_orderRequest_tooMany({}, o),
    unavailable: m.visitor_orderRequest_unavailable({}, o),
  };
}

export function orderTexts(locale: string): OrderTexts {
  return orderTextsFrom(orderTemplates(locale));
}
