import { createRoute, z } from "@hono/zod-openapi";
import { deleteMedia } from "../../domain/media/delete-media.ts";
import { listMedia } from "../../domain/media/list-media.ts";
import { mediaStorageFor } from "../../domain/media/media-storage.ts";
import { findMediaUsage } from "../../domain/media/media-usage.ts";
import { UNREADABLE } from "../../domain/media/process-image.ts";
import { uploadMedia } from "../../domain/media/upload-media.ts";
import { AppError } from "../../errors.ts";
import { okSchema } from "../auth/auth.schemas.ts";
import { idParamSchema } from "../content/content.schemas.ts";
import { answer } from "../content/openapi-parts.ts";
import { changeContext, permit, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { mediaItemSchema, mediaUsageSchema, uploadFormSchema } from "./media.schemas.ts";

type MediaItem = z.infer<typeof mediaItemSchema>;

const tooLarge = {
  413: {
    description: "The file is larger than 10 MB",
    content: { "application/json": { schema: z.object({ error: z.string() }) } },
  },
} as const;

const listRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.read_drafts")],
  method: "get",
  path: "/media",
  summary: "The organization's image gallery, newest first (admins)",
  responses: { 200: answer(z.array(mediaItemSchema), "The images"), 401: writeErrors[401], 403: writeErrors[403] },
});

const uploadRoute = createRoute({
  tags: ["Media"],
  middleware: [permit("content.write")],
  method: "post",
  path: "/media",
  summary:
    "Upload an image (admins): multipart form with `file`. The type is read from the content (JPEG, PNG, WebP, GIF, AVIF); SVG and anything else is refused. Stored re-encoded without metadata, with WebP renditions 320/640/1024/1600 px wide (never enlarged).",
  // Documented only: the form is read by the handler (a validator would need the whole body as fields).
  description: "Request body: multipart/form-data with `file` (binary) and optional `alt`.",
  responses: { 201: answer(mediaItemSchema, "The stored image"), ...writeErrors, ...tooLarge },
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
    200: answer(mediaUsageSchema, "The places, at most 50 of each kind"),
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
  summary: "Delete an image and its files (admins)",
  request: { params: idParamSchema },
  responses: { 200: answer(okSchema, "Deleted"), ...writeErrors },
});

/** Reads the multipart form; anything that is not one (JSON, garbage) is a 400 naming `file`. */
async function readUpload(request: Request): Promise<{ file: File; alt: string }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError("bad_request", "file: send the image as multipart/form-data with a `file` field", {
      field: "file",
    });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("bad_request", "file: the form could not be read", { field: "file" });
  }
  const file = form.get("file");
  if (!(file instanceof File))
    throw new AppError("bad_request", "file: is required (an image file)", { field: "file" });
  const alt = form.get("alt");
  const parsed = uploadFormSchema.shape.alt.safeParse(typeof alt === "string" ? alt : undefined);
  if (!parsed.success) throw new AppError("bad_request", "alt: at most 300 characters", { field: "alt" });
  return { file, alt: parsed.data ?? "" };
}

export const mediaRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    c.header("cache-control", "private, no-store");
    const items = await listMedia({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(items as MediaItem[], 200);
  })
  .openapi(usageRoute, async (c) => {
    c.header("cache-control", "private, no-store");
    const usages = await findMediaUsage({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      mediaId: c.req.valid("param").id,
    });
    return c.json({ usages }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const ctx = changeContext(c);
    const { file, alt } = await readUpload(c.req.raw);
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await file.arrayBuffer());
    } catch {
      throw new AppError("bad_request", UNREADABLE, { field: "file" });
    }
    const item = await uploadMedia({
      db: ctx.db,
      storage: mediaStorageFor(c.var.services.env),
      organizationId: ctx.organizationId,
      actor: ctx.actor,
      fileName: file.name,
      bytes,
      alt,
    });
    c.var.logger.info({ event: "media_uploaded", media_id: item.id, mime_type: item.mime_type }, "image uploaded");
    return c.json(item as MediaItem, 201);
  })
  .openapi(deleteRoute, async (c) => {
    const ctx = changeContext(c);
    await deleteMedia({
      db: ctx.db,
      storage: mediaStorageFor(c.var.services.env),
      organizationId: ctx.organizationId,
      mediaId: c.req.valid("param").id,
    });
    return c.json({ ok: true }, 200);
  });
