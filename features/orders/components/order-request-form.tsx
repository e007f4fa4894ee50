import { useState, type FormEvent } from "react";
import { basketStore } from "../browser/basket-store.ts";
import type { BasketItem } from "../browser/basket.ts";
import type { ApiErrorBody } from "../../../shared/i18n/validation-text.ts";
import { orderTextsFrom, type OrderTemplates } from "./order-texts-from.ts";

type Sent = { id: number; email: string };

/**
 * The step after the basket (decision 037): who asks, and the basket's plans by id and quantity. The
 * server prices them again, stores the request and mails the organization's admins; the visitor sees
 * the confirmation here (no mail goes to an address typed into a public form: that would make the
 * form a relay for anyone's spam).
 */
export function OrderRequestForm({
  items,
  texts,
  locale,
}: {
  items: BasketItem[];
  /** orderTemplates() of the page language, from the basket's loader. */
  texts: OrderTemplates;
  locale: string;
}) {
  const t = orderTextsFrom(texts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent) {
    return (
      <section
        role="status"
        data-order-sent={sent.id}
        className="mt-10 rounded-xl border border-green-200 bg-green-50 p-6"
      >
        <h2 className="text-xl font-semibold text-green-900">{t.thanksTitle}</h2>
        <p className="mt-2 text-green-900">{t.thanks(sent.id, sent.email)}</p>
      </section>
    );
  }
  if (items.length === 0) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "include",
        body: JSON.stringify({
          name: field("name"),
          email: field("email"),
          company: field("company") || null,
          message: field("message") || null,
          items: items.map((item) => ({ plan_id: item.plan.id, quantity: item.quantity })),
          locale,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: number } & ApiErrorBody;
      if (response.status === 201 && answer.id) {
        setSent({ id: answer.id, email: field("email") });
        basketStore.clear();
        return;
      }
      const { orderRefusalText } = await import("./order-refusal.ts");
      setError(orderRefusalText({ ...answer, status: response.status }, locale, t));
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  }

  const input =
    "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none";
  const label = "block text-sm font-medium text-gray-800";
  return (
    <section aria-labelledby="order-request-title" className="mt-12 border-t border-gray-200 pt-8" data-order-form="">
      <h2 id="order-request-title" className="text-2xl font-semibold text-gray-900">
        {t.heading}
      </h2>
      <p className="mt-2 text-gray-700">{t.intro}</p>
      <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <label className={label}>
          {t.name}
          <input name="name" required maxLength={100} autoComplete="name" className={input} />
        </label>
        <label className={label}>
          {t.email}
          <input name="email" type="email" required maxLength={254} autoComplete="email" className={input} />
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t.company} <span className="font-normal text-gray-600">({t.optional})</span>
          <input name="company" maxLength={100} autoComplete="organization" className={input} />
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t.message} <span className="font-normal text-gray-600">({t.optional})</span>
          <textarea name="message" rows={4} maxLength={5000} className={input} />
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
          >
            {busy ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
