import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { chatVisitors, conversationMessages, conversations } from "../../../../server/db/schema/index.ts";
import { VisitorTokens } from "../../../../server/realtime/visitor-token.ts";
import {
  type Cell,
  type EndpointCase,
  type SiteFixture,
  type Statuses,
  columns,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for live support (conversations.routes.ts). A conversation
 * belongs to the site's regular user (userA on A): staff of the host's organization reach every
 * conversation of it, a user their own, nobody another organization's (404, nothing changed). A
 * session of another site is refused (401), never taken for an anonymous visitor's. The WebSocket's
 * cells (cookie and visitor token of one site on the other's host) are in
 * server/realtime/realtime.test.ts.
 */

/** A fresh conversation of the site's regular user, with one message. */
async function conversationOf(site: SiteFixture): Promise<number> {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(conversations)
    .values({
      organization_id: site.organizationId,
      user_id: site.user.id,
      visitor_name: `${site.key} user`,
      visitor_email: site.user.email,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Reached by the owner (userA) and staff of its own site; the status is `ok` then. */
const ownerOrStaff = (ok: number): Partial<Record<"A" | "B", Statuses>> => ({
  A: {
    anonymous: [401, 401],
    userA: [ok, 401],
    adminA: [ok, 401],
    adminB: [401, 404],
  },
  B: {
    anonymous: [401, 401],
    userA: [404, 401],
    adminA: [404, 401],
    adminB: [401, ok],
  },
});

/** The answer's conversation is the host's. */
async function hostConversation(cell: Cell) {
  if (cell.status !== 200 && cell.status !== 201) return;
  const body = (await cell.response.json()) as { organization_id?: number; conversation_id?: number };
  if (body.organization_id !== undefined) expect(body.organization_id).toBe(cell.host.organizationId);
  if (body.conversation_id !== undefined) {
    const [row] = await crossTenant(
      cell.host.db,
      "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
    )
      .select({ organization_id: conversations.organization_id })
      .from(conversations)
      .where(eq(conversations.id, body.conversation_id));
    expect(row?.organization_id).toBe(cell.host.organizationId);
  }
}

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/conversations",
    request: (site) => ({
      body: {
        name: unique(`${site.key} visitor`),
        email: `visitor@${site.host}`,
        message: "Hello?",
      },
    }),
    expect: {
      none: {
        anonymous: [201, 201],
        userA: [201, 401],
        adminA: [201, 401],
        adminB: [401, 201],
      },
    },
    check: async (cell) => {
      if (cell.status !== 201) return;
      const { conversation } = (await cell.response.json()) as {
        conversation: { id: number; organization_id: number };
      };
      expect(conversation.organization_id).toBe(cell.host.organizationId);
      const messages = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ organization_id: conversationMessages.organization_id })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversation_id, conversation.id));
      expect(messages).toEqual([{ organization_id: cell.host.organizationId }]);
    },
  },
  {
    method: "GET",
    path: "/conversations",
    request: () => ({}),
    expect: { none: { anonymous: [401, 401], userA: [200, 401], adminA: [200, 401], adminB: [401, 200] } },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const rows = (await cell.response.json()) as { organization_id: number }[];
      for (const row of rows) expect(row.organization_id).toBe(cell.host.organizationId);
    },
  },
  {
    method: "GET",
    path: "/conversations/summary",
    request: () => ({}),
    expect: { none: { anonymous: [401, 401], userA: [403, 401], adminA: [200, 401], adminB: [401, 200] } },
  },
  {
    method: "GET",
    path: "/conversations/{id}",
    request: async (site) => ({ path: `/conversations/${await conversationOf(site)}` }),
    expect: ownerOrStaff(200),
    check: hostConversation,
  },
  {
    method: "POST",
    path: "/conversations/{id}/messages",
    request: async (site) => ({ path: `/conversations/${await conversationOf(site)}/messages`, body: { body: "Hi" } }),
    expect: ownerOrStaff(201),
  },
  {
    method: "POST",
    path: "/conversations/{id}/read",
    request: async (site) => ({ path: `/conversations/${await conversationOf(site)}/read`, body: { seq: 0 } }),
    expect: ownerOrStaff(200),
  },
  {
    method: "PATCH",
    path: "/conversations/{id}",
    request: async (site) => ({ path: `/conversations/${await conversationOf(site)}`, body: { status: "resolved" } }),
    expect: {
      A: { anonymous: [401, 401], userA: [403, 401], adminA: [200, 401], adminB: [401, 404] },
      B: { anonymous: [401, 401], userA: [403, 401], adminA: [404, 401], adminB: [401, 200] },
    },
    check: hostConversation,
  },
  {
    method: "POST",
    path: "/conversations/continue",
    request: async (site) => {
      const visitorId = randomUUID();
      await crossTenant(
        site.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .insert(chatVisitors)
        .values({ id: visitorId, organization_id: site.organizationId, name: "Visitor", email: `v@${site.host}` });
      const [row] = await crossTenant(
        site.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .insert(conversations)
        .values({
          organization_id: site.organizationId,
          visitor_id: visitorId,
          visitor_name: "Visitor",
          visitor_email: `v@${site.host}`,
        })
        .returning({ id: conversations.id });
      const tokens = new VisitorTokens({ db: site.db, configuredSecret: undefined });
      const token = await tokens.sign("continue", {
        organizationId: site.organizationId,
        visitorId,
        conversationId: row!.id,
      });
      return { body: { token } };
    },
    // The link is the credential: it works on its own site whoever is signed in, nowhere else.
    expect: { A: columns(200, 404), B: columns(404, 200) },
    check: hostConversation,
  },
];
