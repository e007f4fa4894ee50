import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonApi, nextIp } from "../../tests/setup/accounts.ts";
import { revisions } from "../db/schema/index.ts";
import type { EntityName } from "../domain/changes/entity-kind.ts";
import { type Body, t, organizationId, cookie, ok, unique, useWriteVersionsApp } from "./write-versions.setup.ts";
import { WRITES } from "./write-versions.table.ts";

/**
 * The one road of every write (decision 053): each write operation of the OpenAPI document names
 * the record kind whose revision it leaves through `applyChange`, or why it changes no record's
 * state. The table is checked against the document, so a new write without a road fails; no write
 * on a booking or a conversation may go without one (except the bookkeeping named below); and the
 * writes are made for real to see that each leaves its revision.
 */

type Road = { change: EntityName | EntityName[] | "restored record" } | { none: string };

const ACCOUNT = { none: "an account or session operation (Better Auth): no site record" } as const;
const PLATFORM_ACCOUNT = {
  none: "a platform account or session operation (platform host): no site record, no revision",
} as const;
const VISITOR = { none: "a visitor's own submission, stored and mailed: no record of the site is changed" } as const;

export const ROADS: Record<string, Road> = {
  "POST /auth/register": ACCOUNT,
  "POST /auth/login": ACCOUNT,
  "POST /auth/sign-out": ACCOUNT,
  "POST /auth/sign-out-everywhere": ACCOUNT,
  "POST /auth/password-reset/request": ACCOUNT,
  "POST /auth/password-reset/confirm": ACCOUNT,
  "POST /account/password": ACCOUNT,
  "PUT /account/ui-language": { none: "a person's own UI language on their profile: no site content" },
  "PUT /account/time-zone": { none: "a person's own time zone on their profile: no site content" },
  // The platform's own writes (decision 064): platform rows and the site's status, with platform_audit rows.
  "POST /platform/sites/{id}/invitations": { none: "a platform invitation token and its mail (platform_audit)" },
  "POST /platform/invitations/{token}/accept": {
    none: "console membership and the person's site account (platform_audit)",
  },
  "DELETE /platform/sites/{id}/members/{accountId}": {
    none: "console membership and the person's site role (platform_audit)",
  },
  "DELETE /platform/sites/{id}": { none: "the site's status, on the platform (platform_audit)" },
  "POST /platform/sites/{id}/restore": { none: "the site's status, on the platform (platform_audit)" },
  "POST /revalidate": { none: "clears the page cache" },
  "POST /send-email": { none: "sends a mail" },
  "POST /register-user-free-trial": ACCOUNT,
  "POST /platform/sign-up": PLATFORM_ACCOUNT,
  "POST /platform/confirm": PLATFORM_ACCOUNT,
  "POST /platform/confirmation": PLATFORM_ACCOUNT,
  "POST /platform/sign-in": PLATFORM_ACCOUNT,
  "POST /platform/sign-out": PLATFORM_ACCOUNT,
  "PUT /platform/ui-language": { none: "a platform account's own language (decision 083): no site content" },
  "POST /contact": VISITOR,
  "POST /cookies/consent": VISITOR,
  "POST /banners/{id}/dismiss": VISITOR,
  "POST /revisions/{id}/restore": { change: "restored record" },
  "POST /platform/sites/import": {
    none: "creates a new site from an archive in one transaction (decision 060): its records and their revisions come from the archive; the platform audit records the import",
  },
  "POST /menu-items": { change: "menu_item" },
  "PUT /menu-items/{id}": { change: "menu_item" },
  "DELETE /menu-items/{id}": { change: "menu_item" },
  "POST /submenu-items": { change: "submenu_item" },
  "PUT /submenu-items/{id}": { change: "submenu_item" },
  "DELETE /submenu-items/{id}": { change: "submenu_item" },
  "POST /metrics": { change: "metric" },
  "PATCH /metrics/{id}": { change: "metric" },
  "DELETE /metrics/{id}": { change: "metric" },
  "POST /template-sections": { change: "template_section" },
  "PUT /template-sections/{id}": { change: "template_section" },
  "DELETE /template-sections/{id}": { change: "template_section" },
  "POST /template-sections/{id}/metrics": { change: "template_section" },
  "PUT /template-sections/{id}/metrics": { change: "template_section" },
  "DELETE /template-sections/{id}/metrics": { change: "template_section" },
  "POST /template-heading-sections": { change: "heading_section" },
  "PUT /template-heading-sections/{id}": { change: "heading_section" },
  "DELETE /template-heading-sections/{id}": { change: "heading_section" },
  "POST /heroes": { change: "hero" },
  "PUT /heroes/{id}": { change: "hero" },
  "DELETE /heroes/{id}": { change: "hero" },
  "POST /posts": { change: "post" },
  "PATCH /posts/{slug}": { change: "post" },
  "POST /pages": { change: "post" },
  "POST /media": { change: "media" },
  "DELETE /media/{id}": { change: "media" },
  "PATCH /profiles/{id}": { change: "profile" },
  "PUT /page-layout": { change: "page_layout" },
  // The settings and lists; menu items and posts sent with them take their own records' road.
  "PUT /organizations/{id}": { change: ["organization_settings", "organization_list", "menu_item", "post"] },
  // A draft made on the platform goes live: a revision of the organization's settings record.
  "POST /site/publish": { change: "organization_settings" },
  // The platform's own writes (PLATFORM_HOST, decision 063): no site record is edited; a new site is
  // made whole in one transaction (its platform_audit row says who), a hand-off is a token.
  "POST /platform/sites": { none: "creates a whole new site (platform_audit row), not a change of a record" },
  "POST /platform/sites/{id}/handoff": { none: "makes a single-use sign-in token: no record changes" },
  "POST /meeting-types": { change: "meeting_type" },
  "PUT /meeting-types/{id}": { change: "meeting_type" },
  "DELETE /meeting-types/{id}": { change: "meeting_type" },
  // Custom domains (decision 066): every change of a site's hosts is a revision of the domain.
  "POST /organizations/{orgId}/domains": { change: "domain" },
  "POST /organizations/{orgId}/domains/{domainId}/verify": { change: "domain" },
  "POST /organizations/{orgId}/domains/{domainId}/primary": { change: "domain" },
  "DELETE /organizations/{orgId}/domains/{domainId}": { change: "domain" },
  // "Mark as still correct" (decision 069): a revision of the translation's source.
  "POST /organizations/{orgId}/translations/confirm": { change: "translation" },
  "POST /ai/agents": { change: "ai_agent" },
  "PUT /ai/agents/{id}": { change: "ai_agent" },
  "DELETE /ai/agents/{id}": { change: "ai_agent" },
  "POST /orders": { change: "order_request" },
  "PATCH /orders/{id}": { change: "order_request" },
  "POST /assistant/ask": { none: "stores the question and the answer given: a log, not a record anyone edits" },
  "POST /assistant/answers/{id}/feedback": VISITOR,
  "POST /canned-replies": { change: "canned_reply" },
  "PUT /canned-replies/{id}": { change: "canned_reply" },
  "DELETE /canned-replies/{id}": { change: "canned_reply" },
  // Bookings: every change is the booking machine's (change-booking.ts), through applyChange.
  "POST /meetings/bookings": { change: "booking" },
  "PUT /meetings/bookings/{id}": { change: "booking" },
  "POST /meetings/waiting-room/leave": { change: "booking" },
  "POST /meetings/launch-video": { change: "booking" },
  "PATCH /admin/meetings/bookings/{id}": { change: "booking" },
  // Conversations: creation and every change of status or assignee, through applyChange.
  "POST /conversations": { change: "conversation" },
  "PATCH /conversations/{id}": { change: "conversation" },
  "POST /conversations/{id}/messages": { change: "conversation" },
  "POST /conversations/{id}/images": { change: "conversation" },
  "POST /conversations/continue": { none: "exchanges a mailed link for a visitor token: no state changes" },
  "POST /conversations/{id}/read": {
    none: "moves the reader's own read mark: bookkeeping of who saw what, not the conversation's status or assignee",
  },
  // The operators' console (PLATFORM_HOST): a site's status and quotas, each with a platform_audit row
  // naming the operator and the reason; no record of the site's content changes.
  "POST /operator/sites/{id}/suspend": { none: "an operator's action on the site row: audited in platform_audit" },
  "POST /operator/sites/{id}/resume": { none: "an operator's action on the site row: audited in platform_audit" },
  "PUT /operator/sites/{id}/quotas": { none: "an operator's action on the site row: audited in platform_audit" },
};

/** The writes on bookings and conversations that change no state: only these may go without a road. */
const BOOKKEEPING = new Set(["POST /conversations/continue", "POST /conversations/{id}/read"]);
const ON_BOOKINGS_OR_CONVERSATIONS = /booking|conversation|launch-video|waiting-room/;

async function writeOperations(): Promise<string[]> {
  const res = await t.request("/api/openapi.json", { host: "a.localhost" });
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    Object.keys(item)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method))
      .map((method) => `${method.toUpperCase()} ${pathName.replace(/^\/api/, "")}`),
  );
}

/** A visitor without a session: guests and live-support visitors. */
const visitor = jsonApi<Body>(
  () => t,
  () => undefined,
  "a.localhost",
  { versions: "as-sent" },
);

async function lastRevision(entity: EntityName, entityId: number | string) {
  const [row] = await t.db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.organization_id, organizationId),
        eq(revisions.entity, entity),
        eq(revisions.entity_id, String(entityId)),
      ),
    )
    .orderBy(desc(revisions.id))
    .limit(1);
  return row;
}

async function revisionCount(entities: EntityName[]): Promise<number> {
  let count = 0;
  for (const entity of entities) {
    count += await t.db.$count(
      revisions,
      and(eq(revisions.organization_id, organizationId), eq(revisions.entity, entity)),
    );
  }
  return count;
}

/** A guest's booking of a type bookable around the clock, with the guest's link token. */
async function guestBooking(name: string): Promise<{ id: number; token: string; typeId: number }> {
  const everyDay = Object.fromEntries(
    ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
  );
  const members = (await ok("GET", "/api/admin/meetings/members")) as unknown as Body[];
  const type = await ok("POST", "/api/meeting-types", {
    name: unique("Roads"),
    minimum_notice_minutes: 0,
    weekly_hours: everyDay,
    host_user_ids: [members.find((member) => member.role === "admin")!.id],
  });
  // Soon enough that the host may start it (the start window), far from the other cases' bookings.
  const { slots } = await ok("GET", `/api/meetings/slots?meeting_type_id=${type.id}`);
  const created = await visitor("POST", "/api/meetings/bookings", {
    meeting_type_id: type.id,
    scheduled_at: slots[0].start,
    customer_name: name,
    customer_email: `${unique("guest")}@example.com`,
    time_zone: "UTC",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.booking.id, token: created.body.token, typeId: type.id };
}

useWriteVersionsApp();

describe("every write takes its road", () => {
  it("the table names every write operation of the OpenAPI document, and only those", async () => {
    expect(Object.keys(ROADS).sort()).toEqual((await writeOperations()).sort());
  });

  it("no write on a booking or a conversation goes without applyChange, bookkeeping aside", () => {
    for (const [operation, road] of Object.entries(ROADS)) {
      if (!ON_BOOKINGS_OR_CONVERSATIONS.test(operation) || BOOKKEEPING.has(operation)) continue;
      expect(road, operation).toHaveProperty("change");
      expect(["booking", "conversation"], operation).toContain((road as { change: string }).change);
    }
  });

  // Each versioned write of the race table, made once: it leaves a revision of the kind its road names.
  for (const [operation, entry] of Object.entries(WRITES)) {
    const road = ROADS[operation];
    if (!Array.isArray(entry) || !road || !("change" in road) || road.change === "restored record") continue;
    const entities = Array.isArray(road.change) ? road.change : [road.change];
    const [method] = operation.split(" ") as [string];
    for (const testCase of entry) {
      it(`${operation} (${testCase.name}) leaves a revision of ${entities.join(" or ")}`, async () => {
        const spec = await testCase.prepare();
        if (spec.form) return; // multipart uploads: covered by their own route tests
        const before = await revisionCount(entities);
        const res = await t.request(spec.path, {
          method,
          host: "a.localhost",
          headers: {
            origin: "http://a.localhost",
            "x-forwarded-for": nextIp(),
            cookie,
            ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
        });
        expect(res.status, await res.clone().text()).toBeLessThan(300);
        expect(await revisionCount(entities)).toBeGreaterThan(before);
      });
    }
  }

  it("a guest's booking, waiting room, leave, the host's start and a reschedule each leave a revision naming who", async () => {
    const booking = await guestBooking("Gina Guest");
    expect(await lastRevision("booking", booking.id)).toMatchObject({
      action: "create",
      actor_id: null,
      actor_name: "Guest: Gina Guest",
    });
    const entered = await visitor("PUT", `/api/meetings/bookings/${booking.id}?token=${booking.token}`, {
      status: "waiting",
    });
    expect(entered.body.booking).toMatchObject({ status: "waiting" });
    expect(await lastRevision("booking", booking.id)).toMatchObject({
      summary: "status waiting",
      actor_id: null,
      actor_name: "Guest: Gina Guest",
      before: expect.objectContaining({ status: "confirmed" }),
      after: expect.objectContaining({ status: "waiting" }),
    });
    const left = await visitor("POST", "/api/meetings/waiting-room/leave", {
      booking_id: booking.id,
      token: booking.token,
    });
    expect(left.body).toMatchObject({ booking: { status: "confirmed" } });
    expect(await lastRevision("booking", booking.id)).toMatchObject({ summary: "status confirmed", actor_id: null });
    await visitor("PUT", `/api/meetings/bookings/${booking.id}?token=${booking.token}`, { status: "waiting" });
    const launched = await ok("POST", "/api/meetings/launch-video", { booking_id: booking.id, update_status: true });
    expect(launched.success).toBe(true);
    expect(await lastRevision("booking", booking.id)).toMatchObject({
      summary: "start",
      actor_name: "Ada Admin",
      after: expect.objectContaining({ status: "in_progress" }),
    });

    const other = await guestBooking("Rita Reschedule");
    const { slots } = await visitor(
      "GET",
      `/api/meetings/slots?meeting_type_id=${other.typeId}&booking_id=${other.id}&token=${other.token}&from=${new Date(
        Date.now() + 2 * 86_400_000,
      ).toISOString()}`,
    ).then((answer) => answer.body);
    const moved = await visitor("PUT", `/api/meetings/bookings/${other.id}?token=${other.token}`, {
      scheduled_at: slots[0].start,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await lastRevision("booking", other.id)).toMatchObject({
      summary: `reschedule to ${new Date(slots[0].start).toISOString()}`,
      actor_name: "Guest: Rita Reschedule",
      after: expect.objectContaining({ sequence: 1 }),
    });
  });

  it("a visitor's start and message, and a staff reply, leave the conversation's revisions naming who", async () => {
    const started = await visitor("POST", "/api/conversations", {
      name: "Val Visitor",
      email: "val@example.com",
      message: "Hello?",
    });
    expect(started.status).toBe(201);
    const id = started.body.conversation.id as number;
    expect(await lastRevision("conversation", id)).toMatchObject({
      action: "create",
      actor_id: null,
      actor_name: "Visitor: Val Visitor",
    });
    await ok("POST", `/api/conversations/${id}/messages`, { body: "Hi Val" });
    expect(await lastRevision("conversation", id)).toMatchObject({
      actor_name: "Ada Admin",
      after: expect.objectContaining({ status: "pending" }),
    });
    const loaded = await ok("GET", `/api/conversations/${id}`);
    await ok("PATCH", `/api/conversations/${id}`, { status: "resolved", updated_at: loaded.updated_at });
    const token = started.body.visitor_token as string;
    const res = await t.request(`/api/conversations/${id}/messages`, {
      method: "POST",
      host: "a.localhost",
      headers: {
        origin: "http://a.localhost",
        "x-forwarded-for": nextIp(),
        "content-type": "application/json",
        "x-visitor-token": token,
      },
      body: JSON.stringify({ body: "One more thing" }),
    });
    expect(res.status).toBe(201);
    expect(await lastRevision("conversation", id)).toMatchObject({
      summary: "status open by a message",
      actor_id: null,
      actor_name: "Visitor: Val Visitor",
      before: expect.objectContaining({ status: "resolved" }),
    });
  });
});
