import { fieldLang } from "../../../shared/i18n/translate.ts";
import { formatPrice, unitPrice, type PlanView } from "../../../shared/rules/pricing.ts";
import { pricingTextsFrom, type PricingTemplates } from "../../../app/components/pricing/pricing-texts-from.ts";
import { orderTextsFrom, type OrderTemplates } from "./order-texts-from.ts";
import { NameAndEmailFields, plainInputClass as input } from "../../../app/components/ui/plain-form-fields.tsx";

/** The pricing card's plain button: put this plan (quantity 1) on the server-rendered basket page. */
export const ADD_PLAN_INTENT = "add";
/** The plain basket's form: send the order request. */
export const SEND_ORDER_INTENT = "order";

type Values = { name: string; email: string; company: string; message: string };

/** What /basket's action answers a browser without scripts. */
export type PlainBasketResult =
  | { sent: { id: number; email: string } }
  | { line: { planId: number; quantity: number }; values: Values; error?: string }
  | { error: string; line: null; values: Values };

const label = "block text-sm font-medium text-gray-800";

/**
 * The pricing card's "Add to basket" for a browser without scripts (decision 055), inside
 * `<noscript>`: a form posting the plan to /basket's action. The card's own button, which needs
 * the script's basket, is hidden by the same `<noscript>`'s rule.
 */
export function AddPlanWithoutScripts({
  planId,
  basketHref,
  label: text,
  describedBy,
}: {
  planId: number;
  basketHref: string;
  label: string;
  describedBy: string;
}) {
  return (
    <form method="post" action={basketHref} className="mt-6 flex">
      <input type="hidden" name="intent" value={ADD_PLAN_INTENT} />
      <input type="hidden" name="plan_id" value={planId} />
      <input type="hidden" name="quantity" value="1" />
      <button
        type="submit"
        aria-describedby={describedBy}
        className="inline-flex flex-1 items-center justify-center rounded-lg bg-primary px-4 py-2.5 font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {text}
      </button>
    </form>
  );
}

/**
 * /basket for a browser without scripts: the plan the card posted, the order request form (the
 * script's fields and texts) carrying it, and the confirmation or refusal of /basket's action.
 */
export function BasketWithoutScripts({
  plans,
  texts,
  locale,
  homeHref,
  result,
}: {
  plans: readonly PlanView[];
  /** pricingTemplates() and orderTemplates() of the page language, from the loader. */
  texts: { pricing: PricingTemplates; order: OrderTemplates };
  locale: string;
  homeHref: string;
  result: PlainBasketResult | null;
}) {
  const t = pricingTextsFrom(texts.pricing);
  const o = orderTextsFrom(texts.order);
  if (result && "sent" in result) {
    return (
      <section
        role="status"
        data-order-sent={result.sent.id}
        className="mt-10 rounded-xl border border-green-200 bg-green-50 p-6"
      >
        <h2 className="text-xl font-semibold text-green-900">{o.thanksTitle}</h2>
        <p className="mt-2 text-green-900">{o.thanks(result.sent.id, result.sent.email)}</p>
      </section>
    );
  }
  const line = result?.line ?? null;
  const plan = line ? plans.find((candidate) => candidate.id === line.planId) : undefined;
  const error = result && "error" in result ? result.error : undefined;
  const values = result?.values ?? { name: "", email: "", company: "", message: "" };
  const errorBox = error ? (
    <p id="plain-order-error" role="alert" className="mt-6 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
  if (!line || !plan) {
    return (
      <>
        {errorBox}
        <div className="mt-8 rounded-xl border border-dashed border-gray-300 p-10 text-center" data-basket-empty="">
          <p className="text-lg text-gray-700">{t.empty}</p>
          <a href={homeHref} className="mt-4 inline-block font-medium text-primary underline">
            {t.browsePlans}
          </a>
        </div>
      </>
    );
  }
  const price = unitPrice(plan);
  return (
    <>
      <ul className="mt-8 divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label={t.basketTitle}>
        <li className="flex flex-wrap items-center justify-between gap-4 p-4" data-basket-line={plan.id}>
          <div>
            <p className="font-semibold text-gray-900" {...fieldLang(plan, "name")}>
              {plan.name}
            </p>
            <p className="text-sm text-gray-600">
              {t.unitPrice}: {formatPrice(price, plan.currency_symbol, locale)}
            </p>
          </div>
          <p className="text-gray-800">× {line.quantity}</p>
          <p className="font-semibold text-gray-900">
            {formatPrice(price * line.quantity, plan.currency_symbol, locale)}
          </p>
        </li>
      </ul>
      <section aria-labelledby="plain-order-title" className="mt-12 border-t border-gray-200 pt-8" data-order-form="">
        <h2 id="plain-order-title" className="text-2xl font-semibold text-gray-900">
          {o.heading}
        </h2>
        <p className="mt-2 text-gray-700">{o.intro}</p>
        {errorBox}
        <form
          method="post"
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-describedby={error ? "plain-order-error" : undefined}
        >
          <input type="hidden" name="intent" value={SEND_ORDER_INTENT} />
          <input type="hidden" name="plan_id" value={plan.id} />
          <input type="hidden" name="quantity" value={line.quantity} />
          <NameAndEmailFields labels={o} values={values} labelClassName={label} />
          <label className={`${label} sm:col-span-2`}>
            {o.company} <span className="font-normal text-gray-600">({o.optional})</span>
            <input
              name="company"
              maxLength={100}
              autoComplete="organization"
              defaultValue={values.company}
              className={input}
            />
          </label>
          <label className={`${label} sm:col-span-2`}>
            {o.message} <span className="font-normal text-gray-600">({o.optional})</span>
            <textarea name="message" rows={4} maxLength={5000} defaultValue={values.message} className={input} />
          </label>
          <div className="sm:col-span-2">
            <button
              type="submit"
              className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {o.submit}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
