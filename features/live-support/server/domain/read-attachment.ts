import { and, eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { conversationMessages } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import type { MediaStorage } from "../../../../server/domain/media/media-storage.ts";
import { attachmentKey } from "./post-message.ts";

/**
 * The bytes of a conversation image of this organization, or null: the message must be of this
 * conversation and carry an image; internal notes never do (decision 038). Who may see it is the
 * caller's check (a signed address or the conversation's principal).
 */
export async function readAttachment({
  db,
  storage,
  organizationId,
  conversationId,
  messageId,
}: {
  db: Db;
  storage: MediaStorage;
  organizationId: number;
  conversationId: number;
  messageId: number;
}): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const [row] = await db
    .select({ attachment: conversationMessages.attachment })
    .from(conversationMessages)
    .where(
      scoped(organizationId).where(
        conversationMessages,
        and(
          eq(conversationMessages.id, messageId),
          eq(conversationMessages.conversation_id, conversationId),
          eq(conversationMessages.internal, false),
        ),
      ),
    )
    .limit(1);
  if (!row?.attachment) return null;
  const bytes = await storage.get(attachmentKey(organizationId, messageId));
  return bytes ? { bytes, mimeType: row.attachment.mime_type } : null;
}
