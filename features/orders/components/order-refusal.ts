import { ui } from "../../../shared/i18n/ui-locales.ts";
import { apiErrorText, type ApiErrorBody } from "../../../shared/i18n/validation-text.ts";
import type { OrderTexts } from "./order-texts.ts";

/**
 * What the visitor reads when the order request is refused, in the page's language (decision 082):
 * the form's own words for a rate limit, a plan gone or a failure, and the API's reason for bad
 * input worded by its code after the field's label (its English text in English). The browser
 * loads this module only on a refusal, so the basket page does not start with the catalogue's
 * validation messages.
 */
export function orderRefusalText(
  answer: ApiErrorBody & { status: number },
  locale: string,
  t: Pick<OrderTexts, "name" | "email" | "company" | "message" | "failed" | "tooMany" | "unavailable">,
): string {
  if (answer.status === 429) return t.tooMany;
  if (answer.status === 404) return t.unavailable;
  if (answer.status !== 400 || !answer.error) return t.failed;
  const labels: Record<string, string> = { name: t.name, email: t.email, company: t.company, message: t.message };
  return apiErrorText(answer, ui(locale), { status: answer.status, label: (field) => labels[field] });
}
