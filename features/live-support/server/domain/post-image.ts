import { eq } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversations } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import type { MediaStorage } from "../../../../server/domain/media/media-storage.ts";
import { processImage } from "../../../../server/domain/media/process-image.ts";
import { NOT_FOUND, ownedBy } from "./conversation-access.ts";
import type { MessageView } from "./message-view.ts";
import { limitMessages, sendMessage } from "./post-message.ts";

/** Images per person: 10 in 10 minutes (a screenshot or two per question, never a gallery). */
export const IMAGE_RATE_LIMIT: RateRule = { name: "conversation-image", limit: 10, windowMs: 10 * 60_000 };
/** An image's description (its alt text) is at most this long. */
export const IMAGE_ALT_MAX = 300;

/**
 * Sends an image in a conversation the principal reaches (decision 038): checked by its content
 * and re-encoded by the media path (JPEG, PNG, WebP, GIF, AVIF; SVG and anything else refused; at
 * most 10 MB; metadata dropped), kept as one WebP at most 1600 px wide. It is a message like any
 * other (sequence, delivery, the same limits), whose body is the image's description. Staff send
 * it as a reply, never as a note.
 */
export async function postImage({
  services,
  storage,
  principal,
  conversationId,
  bytes,
  alt,
  requestId,
}: {
  services: Pick<Services, "db" | "realtime" | "rateLimiter" | "visitorTokens" | "dispatcher">;
  storage: MediaStorage;
  principal: Principal;
  conversationId: number;
  bytes: Buffer;
  alt: string;
  requestId: string;
}): Promise<MessageView> {
  // eslint-disable-next-line no-control-regex
  const description = alt.replace(/[\u0000-\u001F\u007F]/g, " ").trim();
  if (description.length > IMAGE_ALT_MAX) {
    throw new AppError("bad_request", `alt: must be at most ${IMAGE_ALT_MAX} characters`, { field: "alt" });
  }
  // The conversation first: another's conversation is a 404 before any image work.
  const [reachable] = await services.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, conversationId)),
    )
    .limit(1);
  if (!reachable) throw new AppError("not_found", NOT_FOUND, { code: "conversation_not_found" });
  if (principal.kind !== "staff") await services.rateLimiter.consume(IMAGE_RATE_LIMIT, principal.id);
  await limitMessages(services, principal);
  const image = await processImage(bytes);
  // The largest WebP rendition: at most 1600 px wide, never enlarged (process-image.ts).
  const shown = image.renditions.at(-1)!;
  return sendMessage(services, principal, conversationId, {
    text: description,
    internal: false,
    requestId,
    attachment: {
      meta: { mime_type: shown.mime_type, width: shown.width, height: shown.height, bytes: shown.bytes.length },
      bytes: shown.bytes,
      storage,
    },
  });
}
