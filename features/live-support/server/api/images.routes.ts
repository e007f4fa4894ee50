import { createRoute, z } from "@hono/zod-openapi";
import { attachmentUrlValid } from "../domain/attachment-url.ts";
import { loadConversation } from "../domain/conversation-access.ts";
import { IMAGE_ALT_MAX, postImage } from "../domain/post-image.ts";
import { readAttachment } from "../domain/read-attachment.ts";
import { mediaStorageFor } from "../../../../server/domain/media/media-storage.ts";
import { UNREADABLE } from "../../../../server/domain/media/process-image.ts";
import { AppError } from "../../../../server/errors.ts";
import { SIGN_IN_MESSAGE } from "../../../../server/policy/policy.ts";
import { readImageForm } from "../../../../server/api/media/read-image-form.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { principalOf } from "./conversations.routes.ts";
import { conversationIdParams, messageSchema } from "./conversations.schemas.ts";
import { errorSchema, json } from "../../../../server/api/openapi-parts.ts";

const imageParams = conversationIdParams.extend({
  message_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2147483647)
    .openapi({ param: { name: "message_id", in: "path" }, example: 40 }),
});

const imageQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

const uploadRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/images",
  tags: ["Live support"],
  summary:
    "Send an image in a conversation: multipart form with `file` (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; read from the content, SVG refused) and optional `alt` (its description, at most 300 characters)",
  description:
    "Visitors without an account send their `X-Visitor-Token`; signed-in people and staff their session. The image is re-encoded without metadata and kept as WebP at most 1600 px wide. The answer is the message; its `attachment.url` is a signed address valid for about an hour (`GET …/messages/{message_id}/image`). Rate limits: those of messages, and 10 images per 10 minutes per visitor.",
  request: { params: conversationIdParams },
  responses: {
    201: json(messageSchema, "Stored and delivered"),
    400: json(errorSchema, "Not an image (or SVG), or `alt` too long"),
    401: json(errorSchema, "No session and no visitor token (or another site's)"),
    404: json(errorSchema, "No such conversation of yours on this site"),
    413: json(errorSchema, "Larger than 10 MB"),
    429: json(errorSchema, "Too many"),
  },
});

const imageRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/messages/{message_id}/image",
  tags: ["Live support"],
  summary:
    "An image of a conversation: with the `expires` and `signature` of its `attachment.url`, or the session / X-Visitor-Token of someone who reaches the conversation",
  request: { params: imageParams, query: imageQuery },
  responses: {
    200: {
      description: "The image (WebP)",
      content: { "image/webp": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
    },
    404: json(errorSchema, "No such image, or not yours to see (an expired address included)"),
  },
});

/** The multipart form of an image upload; anything else is a 400 naming `file`. */
async function readForm(request: Request): Promise<{ bytes: Buffer; alt: string }> {
  const { file, alt } = await readImageForm(request);
  if (typeof alt === "string" && alt.length > IMAGE_ALT_MAX) {
    throw new AppError("bad_request", `alt: must be at most ${IMAGE_ALT_MAX} characters`, { field: "alt" });
  }
  try {
    return { bytes: Buffer.from(await file.arrayBuffer()), alt: typeof alt === "string" ? alt : "" };
  } catch {
    throw new AppError("bad_request", UNREADABLE, { field: "file" });
  }
}

const NOT_FOUND = "Image not found";

export const conversationImagesRouter = createApiRouter()
  .openapi(uploadRoute, async (c) => {
    const principal = await principalOf(c);
    if (!principal) throw new AppError("unauthorized", SIGN_IN_MESSAGE, { code: "no_session" });
    // Another's conversation is a 404 before the upload is read.
    await loadConversation(c.var.services.db, principal, c.req.valid("param").id);
    const { bytes, alt } = await readForm(c.req.raw);
    const message = await postImage({
      services: c.var.services,
      storage: mediaStorageFor(c.var.services.env),
      principal,
      conversationId: c.req.valid("param").id,
      bytes,
      alt,
      requestId: c.var.requestId,
    });
    c.var.logger.info({ event: "conversation_image", message_id: message.id }, "conversation image sent");
    return c.json(message as never, 201);
  })
  .openapi(imageRoute, async (c) => {
    const { id, message_id } = c.req.valid("param");
    const { expires, signature } = c.req.valid("query");
    const organizationId = c.var.tenant.id;
    const { services } = c.var;
    let allowed =
      expires !== undefined &&
      signature !== undefined &&
      (await attachmentUrlValid(services.visitorTokens, {
        organizationId,
        conversationId: id,
        messageId: message_id,
        expires,
        signature,
      }));
    if (!allowed) {
      // Without a valid address: whoever reaches the conversation (staff, its user, its visitor).
      const principal = await principalOf(c).catch(() => null);
      if (principal)
        allowed = await loadConversation(services.db, principal, id).then(
          () => true,
          () => false,
        );
    }
    if (!allowed) return c.json({ error: NOT_FOUND }, 404);
    const file = await readAttachment({
      db: services.db,
      storage: mediaStorageFor(services.env),
      organizationId,
      conversationId: id,
      messageId: message_id,
    });
    if (!file) return c.json({ error: NOT_FOUND }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      "content-type": file.mimeType,
      "content-length": String(file.bytes.length),
      // Personal: only the browser keeps it, for as long as the address is valid at most.
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    }) as never;
  });
