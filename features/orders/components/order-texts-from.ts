import { fillTemplate } from "../../../shared/i18n/fill-template.ts";
import type { OrderTexts } from "./order-texts.ts";

/** orderTexts() as the server sends it: every text a string, the placeholders still in. */
export type OrderTemplates = { [K in keyof OrderTexts]: string };

/**
 * The order form's texts from the templates the basket's loader picked (orderTemplates()): the
 * browser's code calls this, never the catalogue, so it carries one language, not eleven.
 */
export function orderTextsFrom(t: OrderTemplates): OrderTexts {
  return { ...t, thanks: (id, email) => fillTemplate(t.thanks, { id, email }) };
}
