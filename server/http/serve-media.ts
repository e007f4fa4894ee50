import { CACHE_CONTROL } from "./cache-policy.ts";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { mediaStorageFor } from "../domain/media/media-storage.ts";
import { readMediaFile } from "../domain/media/read-media-file.ts";

const NAME = /^(original\.(?:jpg|png|webp|gif|avif)|w\d{1,5}\.webp)$/;
const ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /media/<org>/<id>/<name>`: one rendition of a gallery image of the host's organization.
 * A name never changes its bytes (an edit is a new upload with a new id), so it is cached for a
 * year. The type is the one detected at upload; `nosniff` and a CSP that allows nothing keep a
 * file from ever running as a document on the tenant's origin.
 */
export async function serveMedia(c: Context<AppEnv>) {
  const { org, id, name } = c.req.param() as { org: string; id: string; name: string };
  const notFound = () => {
    c.header("cache-control", CACHE_CONTROL.never);
    return c.text("Not found", 404);
  };
  if (!ID.test(org) || !ID.test(id) || !NAME.test(name)) return notFound();
  // Another organization's file is unknown on this host, even with a valid id.
  if (Number(org) !== c.var.tenant.id) return notFound();
  const file = await readMediaFile({
    db: c.var.services.db,
    storage: mediaStorageFor(c.var.services.env),
    organizationId: c.var.tenant.id,
    mediaId: Number(id),
    name,
  });
  if (!file) return notFound();
  return c.body(new Uint8Array(file.bytes), 200, {
    "content-type": file.mimeType,
    "content-length": String(file.bytes.length),
    "cache-control": CACHE_CONTROL.immutable,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": "same-site",
  });
}
