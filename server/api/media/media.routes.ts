import { createRoute, z } from "@hono/zod-openapi";
import { deleteMedia } from "../../domain/media/delete-media.ts";
import { listMedia } from "../../domain/media/list-media.ts";
import { mediaStorageFor } from "../../domain/media/media-storage.ts";
import { findMediaUsage } from "../../domain/media/media-usage.ts";
import { UNREADABLE } from "../../domain/media/process-image.ts";
import { uploadMedia } from "../../domain/media/upload-media.ts";
import { AppError } from "../../errors.ts";
import { okSchema } from "../auth/auth.schemas.ts";
import { idParamSchema, versionQuerySchema } from "../content/content.schemas.ts";
import { changeContext, conflictError, permit, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { readImageForm } from "./read-image-form.ts";
import { mediaItemSchema, mediaUsageSchema, uploadFormSchema } from "./media.schemas.ts";
import { json, jsonError, quotaForbidden } from "../openapi-parts.ts";

type MediaItem = z.infer<typeof mediaItemSchema>;

const tooLarge = {
  413: jsonError("The file is larger than 10 MB"),
} as const;

const listRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.read_drafts")],
  method: "get",
  path: "/media",
  summary: "The organization's image gallery, newest first (admins)",
  responses: { 200: json(z.array(mediaItemSchema), "The images"), 401: writeErrors[401], 403: writeErrors[403] },
});

const duplicateImageSchema = z
  .object({ error: z.string(), code: z.literal("duplicate"), existing: mediaItemSchema })
  .openapi("DuplicateImage");

const uploadRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.write")],
  method: "post",
  path: "/media",
  summary:
    "Upload an image (admins): multipart form with `file`. The type is read from the content (JPEG, PNG, WebP, GIF, AVIF); SVG and anything else is refused. Stored re-encoded without metadata, with WebP renditions 320/640/1024/1600 px wide (never enlarged).",
  // Documented only: the form is read by the handler (a validator would need the whole body as fields).
  description:
    'Request body: multipart/form-data with `file` (binary), optional `alt`, and `duplicate=allow` to store a copy of an image the gallery already has. Without it, the same image again is a 409 `{ error, code: "duplicate", existing }` naming the gallery\'s image.',
  responses: {
    201: json(mediaItemSchema, "The stored image"),
    ...writeErrors,
    403: quotaForbidden("Not an admin of this site's organization", "storage_mb"),
    ...tooLarge,
    409: {
      description: "The gallery already has this image: `existing` is it (send `duplicate=allow` for a copy)",
      content: { "application/json": { schema: duplicateImageSchema } },
    },
  },
});

const usageRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.read_drafts")],
  method: "get",
  path: "/media/{id}/usage",
  summary:
    "Where the site shows an image (admins): posts, content blocks, headings, heroes, menus, products, banners, people and the site settings that point at it. The gallery lists them before a deletion.",
  request: { params: idParamSchema },
  responses: {
    200: json(mediaUsageSchema, "The places, at most 50 of each kind"),
    400: writeErrors[400],
    401: writeErrors[401],
    403: writeErrors[403],
    404: writeErrors[404],
  },
});

const deleteRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.write")],
  method: "delete",
  path: "/media/{id}",
  summary: "Delete an image and its files (admins); `updated_at` is the image's version as listed",
  request: { params: idParamSchema, query: versionQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

/** Reads the multipart form; anything that is not one (JSON, garbage) is a 400 naming `file`. */
async function readUpload(request: Request): Promise<{ file: File; alt: string; allowDuplicate: boolean }> {
  const { file, alt, form } = await readImageForm(request);
  const parsed = uploadFormSchema.shape.alt.safeParse(typeof alt === "string" ? alt : undefined);
  if (!parsed.success) throw new AppError("bad_request", "alt: at most 300 characters", { field: "alt" });
  return { file, alt: parsed.data ?? "", allowDuplicate: form.get("duplicate") === "allow" };
}

export const mediaRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const items = await listMedia({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(items as MediaItem[], 200);
  })
  .openapi(usageRoute, async (c) => {
    const usages = await findMediaUsage({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      mediaId: c.req.valid("param").id,
    });
    return c.json({ usages }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const ctx = changeContext(c);
    const { file, alt, allowDuplicate } = await readUpload(c.req.raw);
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await file.arrayBuffer());
    } catch {
      throw new AppError("bad_request", UNREADABLE, { field: "file" });
    }
    const item = await uploadMedia({
      ctx,
      storage: mediaStorageFor(c.var.services.env),
      fileName: file.name,
      bytes,
      alt,
      allowDuplicate,
      quotas: c.var.services.env,
    });
    c.var.logger.info({ event: "media_uploaded", media_id: item.id, mime_type: item.mime_type }, "image uploaded");
    return c.json(item as MediaItem, 201);
  })
  .openapi(deleteRoute, async (c) => {
    const ctx = changeContext(c);
    await deleteMedia({
      ctx,
      storage: mediaStorageFor(c.var.services.env),
      mediaId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
