/**
 * A count in the person's language: the message of the count's plural category
 * (`Intl.PluralRules`: one, few, many… as each language has them), never "item" + "s".
 */
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

type Ui = { locale: UiLocale };
type CountMessage = (inputs: { count: string }, options: Ui) => string;

export type PluralForms = Record<"zero" | "one" | "two" | "few" | "many" | "other", CountMessage>;

export function plural(o: Ui, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(o.locale).select(count);
  return forms[category]({ count: new Intl.NumberFormat(o.locale).format(count) }, o);
}
