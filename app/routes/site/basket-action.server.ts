import { data, type RouterContextProvider } from "react-router";
import type { PlanView } from "../../../shared/rules/pricing.ts";
import {
  ADD_PLAN_INTENT,
  SEND_ORDER_INTENT,
  type PlainBasketResult,
} from "../../../features/orders/components/basket-without-scripts.tsx";
import { orderTexts } from "../../../features/orders/components/order-texts.ts";
import { orderRefusalText } from "../../../features/orders/components/order-refusal.ts";
import { MAX_QUANTITY } from "../../../features/orders/browser/basket.ts";
import { callApi, field, readForm, refusalStatus } from "../../view-models/form-actions.server.ts";

const WHOLE = /^[1-9]\d{0,8}$/;

/**
 * /basket's action, for a browser without scripts (decision 055): its basket cannot live in
 * localStorage, so it is the one plan the pricing card posted (`intent=add`, quantity 1), carried
 * in the page's own form; `intent=order` sends it with who asks through /api/orders, in process and
 * as the visitor — priced, stored, mailed to the admins and rate limited as the script's request.
 */
export async function basketAction({
  request,
  context,
  plans,
  locale,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  plans: readonly PlanView[];
  locale: string;
}) {
  const t = orderTexts(locale);
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = {
    name: field(form, "name"),
    email: field(form, "email"),
    company: field(form, "company"),
    message: field(form, "message"),
  };
  const rawPlan = field(form, "plan_id");
  const rawQuantity = field(form, "quantity") || "1";
  if (intent !== ADD_PLAN_INTENT && intent !== SEND_ORDER_INTENT) {
    return data<PlainBasketResult>({ error: "This page takes no such form", line: null, values }, 400);
  }
  if (!WHOLE.test(rawPlan) || !WHOLE.test(rawQuantity) || Number(rawQuantity) > MAX_QUANTITY) {
    return data<PlainBasketResult>(
      { error: `Choose a plan and a quantity from 1 to ${MAX_QUANTITY}.`, line: null, values },
      400,
    );
  }
  const line = { planId: Number(rawPlan), quantity: Number(rawQuantity) };
  // Only plans this site offers now: the API would refuse another (404) with the same words.
  if (!plans.some((plan) => plan.id === line.planId)) {
    return data<PlainBasketResult>({ error: t.unavailable, line: null, values }, 404);
  }
  if (intent === ADD_PLAN_INTENT) return data<PlainBasketResult>({ line, values });
  const { result } = await callApi<{ id: number }>(context, "/api/orders", {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    message: values.message.trim() || null,
    items: [{ plan_id: line.planId, quantity: line.quantity }],
    locale,
  });
  if (result.ok && typeof result.data.id === "number") {
    return data<PlainBasketResult>({ sent: { id: result.data.id, email: values.email.trim() } });
  }
  // The script's words for each refusal.
  const error = result.ok ? t.failed : orderRefusalText(result, locale, t);
  return data<PlainBasketResult>({ error, line, values }, refusalStatus(result));
}
