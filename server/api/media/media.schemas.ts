import { z } from "@hono/zod-openapi";

const variantSchema = z.object({
  name: z.string().openapi({ example: "w640.webp" }),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  mime_type: z.string().openapi({ example: "image/webp" }),
  url: z.string().openapi({ example: "/media/1/7/w640.webp" }),
});

export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    original_name: z.string(),
    alt: z.string(),
    mime_type: z.string().openapi({ description: "Detected from the content, not the name", example: "image/png" }),
    width: z.number().int(),
    height: z.number().int(),
    byte_size: z.number().int(),
    url: z.string().openapi({ description: "The stored original (re-encoded, metadata removed)" }),
    src: z.string().openapi({ description: "The widest WebP rendition (up to 1600 px)" }),
    srcset: z.string(),
    variants: z.array(variantSchema),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "Its version (images never change: the upload time)" }),
  })
  .openapi("MediaItem");

export const uploadFormSchema = z
  .object({
    file: z
      .string()
      .openapi({ type: "string", format: "binary", description: "JPEG, PNG, WebP, GIF or AVIF, at most 10 MB" }),
    alt: z.string().max(300).optional(),
  })
  .openapi("MediaUpload");

export const mediaUsageSchema = z
  .object({
    usages: z.array(
      z.object({
        kind: z.string().openapi({ example: "Post" }),
        id: z.number().int(),
        label: z.string().openapi({ example: "Our spring offer" }),
      }),
    ),
  })
  .openapi("MediaUsage");
