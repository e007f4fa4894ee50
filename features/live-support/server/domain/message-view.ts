import type { conversationMessages } from "../../../../server/db/schema/index.ts";
import type { AttachmentSigner } from "./attachment-url.ts";

export type MessageRow = typeof conversationMessages.$inferSelect;

export type MessageView = {
  id: number;
  conversation_id: number;
  seq: number;
  author_kind: string;
  author_name: string;
  body: string;
  internal: boolean;
  /** An image message: a short-lived signed address of the image and its size (the body is its description). */
  attachment: { url: string; mime_type: string; width: number; height: number } | null;
  created_at: string;
};

/** The message as the API shows it; `sign` makes the address of an image (attachment-url.ts). */
export function messageView(row: MessageRow, sign: AttachmentSigner): MessageView {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    seq: row.seq,
    author_kind: row.author_kind,
    author_name: row.author_name,
    body: row.body,
    internal: row.internal,
    attachment: row.attachment
      ? {
          url: sign(row.conversation_id, row.id),
          mime_type: row.attachment.mime_type,
          width: row.attachment.width,
          height: row.attachment.height,
        }
      : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
