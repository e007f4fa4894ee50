import { eq, inArray } from "drizzle-orm";
import { orderRequests, pricingPlans, type OrderLine } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { escapeHtml } from "../../../../server/domain/contact/contact-text.ts";
import type { Mailer } from "../../../../server/domain/email/mailer.ts";
import { linkLine, linkLineHtml, siteAdmins, staffHtml } from "../../../../server/domain/email/staff-mail.ts";
import * as m from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { orderRequestEntity } from "./order-request-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export type OrderRequestInput = {
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  items: { planId: number; quantity: number }[];
  locale: string | null;
};

/** At most this many of one plan in a request: more is a typing slip or a bot, not an order. */
export const MAX_QUANTITY = 99;

const money = (minor: number, symbol: string) => `${symbol}${(minor / 100).toFixed(2)}`;

/**
 * Prices the basket's plans as the organization sells them now (the browser's prices are never
 * trusted), stores the request through the write path (a revision names the visitor) and mails it to
 * the organization's admins (without SMTP: their outbox). A plan of another organization, or one no
 * longer displayed, is a 404 with nothing stored or mailed.
 */
export async function submitOrderRequest({
  ctx,
  mailer,
  organizationName,
  origin,
  input,
}: {
  ctx: ChangeContext;
  mailer: Mailer;
  organizationName: string;
  /** The request's origin (`mailOrigin`), for the link to the admin's list. */
  origin: string;
  input: OrderRequestInput;
}): Promise<{ id: number; total: number; currencySymbol: string; lines: OrderLine[]; mailed: boolean }> {
  const { db, organizationId } = ctx;
  // One line per plan, whatever order or repetition the browser sent.
  const quantities = new Map<number, number>();
  for (const item of input.items) quantities.set(item.planId, (quantities.get(item.planId) ?? 0) + item.quantity);
  for (const quantity of quantities.values()) {
    if (quantity > MAX_QUANTITY)
      throw new AppError("bad_request", `items: at most ${MAX_QUANTITY} of one plan`, { field: "items" });
  }
  const plans = await db
    .select({
      id: pricingPlans.id,
      name: pricingPlans.name,
      price: pricingPlans.price,
      is_promotion: pricingPlans.is_promotion,
      promotion_price: pricingPlans.promotion_price,
      currency_symbol: pricingPlans.currency_symbol,
    })
    .from(pricingPlans)
    .where(
      scoped(organizationId).where(
        pricingPlans,
        eq(pricingPlans.is_displayed, true),
        inArray(pricingPlans.id, [...quantities.keys()]),
      ),
    );
  if (plans.length !== quantities.size) throw new AppError("not_found", "Plan not found", { code: "plan_not_found" });
  const lines: OrderLine[] = plans.map((plan) => {
    const quantity = quantities.get(plan.id)!;
    const unit = plan.is_promotion && plan.promotion_price != null ? plan.promotion_price : plan.price;
    return { plan_id: plan.id, name: plan.name, quantity, unit_price: unit, line_total: unit * quantity };
  });
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  const currencySymbol = plans[0]?.currency_symbol || "$";

  const change = await applyChange({
    ctx,
    entity: orderRequestEntity,
    id: null,
    action: "create",
    summary: `Order request from ${input.name}`.slice(0, 200),
    change: async (tx) => {
      const [row] = await tx
        .insert(orderRequests)
        .values(
          scoped(organizationId).values(orderRequests, {
            name: input.name,
            email: input.email,
            company: input.company,
            message: input.message,
            lines,
            total,
            currency_symbol: currencySymbol,
            locale: input.locale,
          }),
        )
        .returning({ id: orderRequests.id });
      return { id: row!.id };
    },
  });
  const id = Number(change.id);

  let mailed = true;
  for (const admin of await siteAdmins(db, organizationId)) {
    const mail = orderMail({ id, input, lines, total, currencySymbol, organizationName, origin, locale: admin.locale });
    mailed = (await mailer.send({ organizationId, to: admin.email, ...mail })) && mailed;
  }
  return { id, total, currencySymbol, lines, mailed };
}

/** The admins' mail of an order request, in the admin's UI language (decision 083). */
function orderMail({
  id,
  input,
  lines,
  total,
  currencySymbol,
  organizationName,
  origin,
  locale,
}: {
  id: number;
  input: { name: string; email: string; company?: string | null; message?: string | null };
  lines: OrderLine[];
  total: number;
  currencySymbol: string;
  organizationName: string;
  origin: string;
  locale: UiLocale;
}) {
  const o = { locale };
  const summary = lines.map((line) =>
    m.mail_order_line(
      {
        quantity: line.quantity,
        name: line.name,
        unit: money(line.unit_price, currencySymbol),
        total: money(line.line_total, currencySymbol),
      },
      o,
    ),
  );
  const who = [
    m.mail_staff_name({ value: input.name }, o),
    m.mail_staff_email({ value: input.email }, o),
    ...(input.company ? [m.mail_staff_company({ value: input.company }, o)] : []),
  ];
  const intro = m.mail_order_intro({ site: organizationName }, o);
  const totalLine = m.mail_order_total({ total: money(total, currencySymbol) }, o);
  const all = `${origin}/admin/orders`;
  const subject = m.mail_order_subject({ id, name: input.name }, o).slice(0, 200);
  const text =
    `${intro}\n\n${summary.join("\n")}\n${totalLine}\n\n` +
    `${who.join("\n")}\n\n${input.message ?? ""}\n\n${linkLine(m.mail_order_all({}, o), all, locale)}\n`;
  const html = staffHtml(
    locale,
    `<p>${escapeHtml(intro)}</p>` +
      `<p>${summary.map(escapeHtml).join("<br>")}<br><strong>${escapeHtml(totalLine)}</strong></p>` +
      `<p>${who.map(escapeHtml).join("<br>")}</p>` +
      (input.message ? `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>` : "") +
      `<p>${linkLineHtml(m.mail_order_all({}, o), all, locale)}</p>`,
  );
  return { subject, text, html };
}
