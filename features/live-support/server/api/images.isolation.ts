import { expect } from "vitest";
import { conversationMessages, conversations } from "../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";
import { attachmentKey } from "../domain/post-message.ts";
import { mediaStorageFor } from "../../../../server/domain/media/media-storage.ts";
import { parseEnv } from "../../../../server/env.ts";
import type { EndpointCase, SiteFixture, Statuses } from "../../../../server/api/tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for conversation images (images.routes.ts). The matrix
 * sends JSON, so an upload cell that reaches the conversation stops at the form check (400); one of
 * another organization is a 404 first. Real uploads and signed addresses are proven in
 * images.routes.test.ts.
 */
const WHY = "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other";
const IMAGE = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ", "latin1");

/** A conversation of the site's regular user with one image message (its file in the test app's storage). */
async function imageOf(site: SiteFixture): Promise<{ conversationId: number; messageId: number }> {
  const [conversation] = await crossTenant(site.db, WHY)
    .insert(conversations)
    .values({
      organization_id: site.organizationId,
      user_id: site.user.id,
      visitor_name: `${site.key} user`,
      visitor_email: site.user.email,
    })
    .returning({ id: conversations.id });
  const [message] = await crossTenant(site.db, WHY)
    .insert(conversationMessages)
    .values({
      organization_id: site.organizationId,
      conversation_id: conversation!.id,
      seq: 1,
      author_kind: "visitor",
      author_name: "User",
      body: "",
      attachment: { mime_type: "image/webp", width: 1, height: 1, bytes: IMAGE.length },
    })
    .returning({ id: conversationMessages.id });
  // The matrix's app keeps files in the default DATA_DIR (tests/setup/test-app.ts).
  await mediaStorageFor(parseEnv({ NODE_ENV: "test" })).put(attachmentKey(site.organizationId, message!.id), IMAGE);
  return { conversationId: conversation!.id, messageId: message!.id };
}

/** Reached by the owner (userA) and staff of its own site; `ok` then. */
const ownerOrStaff = (ok: number): Partial<Record<"A" | "B", Statuses>> => ({
  A: { anonymous: [401, 401], userA: [ok, 401], adminA: [ok, 401], adminB: [401, 404] },
  B: { anonymous: [401, 401], userA: [404, 401], adminA: [404, 401], adminB: [401, ok] },
});

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/conversations/{id}/images",
    request: async (site) => ({ path: `/conversations/${(await imageOf(site)).conversationId}/images`, body: {} }),
    expect: ownerOrStaff(400),
  },
  {
    method: "GET",
    path: "/conversations/{id}/messages/{message_id}/image",
    request: async (site) => {
      const { conversationId, messageId } = await imageOf(site);
      return { path: `/conversations/${conversationId}/messages/${messageId}/image` };
    },
    // Without a signed address, only who reaches the conversation sees it; anything else is "no such image".
    expect: {
      A: { anonymous: [404, 404], userA: [200, 404], adminA: [200, 404], adminB: [404, 404] },
      B: { anonymous: [404, 404], userA: [404, 404], adminA: [404, 404], adminB: [404, 200] },
    },
    check: async (cell) => {
      if (cell.status !== 200) return;
      expect(cell.response.headers.get("content-type")).toBe("image/webp");
      expect(cell.response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  },
];
