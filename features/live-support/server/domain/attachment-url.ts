import { createHmac, timingSafeEqual } from "node:crypto";
import type { VisitorTokens } from "../../../../server/realtime/visitor-token.ts";

/**
 * Short-lived signed addresses of conversation images (decision 038). An `<img>` cannot send the
 * visitor's token, so the address itself carries the right to see one image of one conversation of
 * one organization for about an hour. Expiry is rounded up to a quarter of an hour, so the address
 * stays the same for a while and the browser's cache serves it.
 */
export const ATTACHMENT_URL_LIFETIME_MS = 60 * 60_000;
const ROUND_MS = 15 * 60_000;

export type AttachmentSigner = (conversationId: number, messageId: number) => string;

const payload = (organizationId: number, conversationId: number, messageId: number, expires: number) =>
  `${organizationId}:${conversationId}:${messageId}:${expires}`;

export const attachmentPath = (conversationId: number, messageId: number) =>
  `/api/conversations/${conversationId}/messages/${messageId}/image`;

/** A signer of this organization's image addresses (the key is resolved once, then signing is synchronous). */
export async function attachmentSigner(
  tokens: Pick<VisitorTokens, "attachmentKey">,
  organizationId: number,
  now = Date.now(),
): Promise<AttachmentSigner> {
  const key = await tokens.attachmentKey();
  const expires = Math.ceil((now + ATTACHMENT_URL_LIFETIME_MS) / ROUND_MS) * ROUND_MS;
  return (conversationId, messageId) => {
    const signature = createHmac("sha256", key)
      .update(payload(organizationId, conversationId, messageId, expires))
      .digest("base64url");
    return `${attachmentPath(conversationId, messageId)}?expires=${expires}&signature=${signature}`;
  };
}

/** Whether an address's `expires` and `signature` grant this image of this organization now. */
export async function attachmentUrlValid(
  tokens: Pick<VisitorTokens, "attachmentKey">,
  input: { organizationId: number; conversationId: number; messageId: number; expires: string; signature: string },
  now = Date.now(),
): Promise<boolean> {
  const expires = Number(input.expires);
  if (!/^\d{1,15}$/.test(input.expires) || expires < now) return false;
  const expected = createHmac("sha256", await tokens.attachmentKey())
    .update(payload(input.organizationId, input.conversationId, input.messageId, expires))
    .digest();
  const given = Buffer.from(input.signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
