import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { memberships, orderRequests, pricingPlans, users, type OrderLine } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { escapeHtml } from "../../../../server/domain/contact/contact-text.ts";
import type { Mailer } from "../../../../server/domain/email/mailer.ts";
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

  const admins = await adminAddresses(db, organizationId);
  const summary = lines.map(
    (line) =>
      `${line.quantity} × ${line.name} at ${money(line.unit_price, currencySymbol)} = ${money(line.line_total, currencySymbol)}`,
  );
  const who = [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    ...(input.company ? [`Company: ${input.company}`] : []),
  ];
  const subject = `Order request #${id} from ${input.name}`.slice(0, 200);
  const text =
    `A visitor of ${organizationName} asked to buy:\n\n${summary.join("\n")}\nTotal: ${money(total, currencySymbol)}\n\n` +
    `${who.join("\n")}\n\n${input.message ?? ""}\n\nAll order requests: ${origin}/admin/orders\n`;
  const html =
    `<p>A visitor of ${escapeHtml(organizationName)} asked to buy:</p>` +
    `<p>${summary.map(escapeHtml).join("<br>")}<br><strong>Total: ${escapeHtml(money(total, currencySymbol))}</strong></p>` +
    `<p>${who.map(escapeHtml).join("<br>")}</p>` +
    (input.message ? `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>` : "") +
    `<p>All order requests: <a href="${escapeHtml(origin)}/admin/orders">${escapeHtml(origin)}/admin/orders</a></p>`;
  let mailed = true;
  for (const to of admins) {
    mailed = (await mailer.send({ organizationId, to, subject, html, text })) && mailed;
  }
  return { id, total, currencySymbol, lines, mailed };
}

async function adminAddresses(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(scoped(organizationId).where(memberships, eq(memberships.role, "admin")));
  return rows.map((row) => row.email);
}
