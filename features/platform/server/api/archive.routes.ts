import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { json, jsonError } from "../../../../server/api/openapi-parts.ts";
import { organizations, platformAudit, siteMembers } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import { mediaStorageFor } from "../../../../server/domain/media/media-storage.ts";
import { AppError } from "../../../../server/errors.ts";
import { exportSiteStream } from "../domain/site-archive/export-site.ts";
import { siteHost } from "../domain/site-archive/find-site.ts";
import { ARCHIVE_CONTENT_TYPE, MAX_ARCHIVE_BYTES, archiveFileName } from "../domain/site-archive/format.ts";
import { importSite, readArchive } from "../domain/site-archive/import-site.ts";
import { checkImportQuotas } from "../domain/site-archive/quotas.ts";
import { checkSiteSlug } from "../domain/site-archive/site-slug.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import type { PlatformEnv } from "../platform-context.ts";
import { requireAccount, requireSiteRole } from "./platform-auth.ts";
import { SITE_CREATE_LIMIT } from "./sites.routes.ts";
import { createPlatformRouter } from "./platform-router.ts";

/**
 * Site export and import on the platform host (decision 060). An owner (or an
 * operator) downloads a site as one archive; a signed-in platform account creates a new site from
 * one, which it then owns.
 */

const siteIdParams = z.object({
  id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .openapi({ param: { name: "id", in: "path" }, example: 12 }),
});

const createdSiteSchema = z
  .object({
    site: z.object({
      id: z.number().int(),
      slug: z.string(),
      url: z.string().openapi({ example: "http://acme.localhost:3000" }),
      status: z.enum(["draft", "live"]),
    }),
  })
  .openapi("CreatedSite");

const importQuerySchema = z.object({
  slug: z.string().max(63).optional().openapi({
    description: "The new site's address `{slug}.{SITES_DOMAIN}` (with a raw body; a form sends it as a field)",
  }),
  name: z.string().max(200).optional().openapi({ description: "The new site's name; the archive's when omitted" }),
});

const exportRoute = createRoute({
  tags: ["Platform"],
  method: "get",
  path: "/platform/sites/{id}/export",
  summary:
    "Download a site as one archive (its owner, or an operator; platform host only): a zip with manifest.json, every record of the site (accounts without passwords, revisions included) and its images",
  request: { params: siteIdParams },
  responses: {
    200: {
      description: "The site archive, sent as a download (`Content-Disposition: attachment`)",
      content: { [ARCHIVE_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } },
    },
    400: jsonError("The id is not a site id"),
    401: jsonError("Not signed in to the platform"),
    403: jsonError("A member of the site who is not its owner"),
    404: jsonError("No such site, or not one of the caller's"),
  },
});

/** Import attempts of one account, refused or not: 30 an hour (each may unpack up to 400 MB). */
export const SITE_IMPORT_ATTEMPT_LIMIT = {
  name: "site-import:account",
  limit: 30,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateRule;

const importRoute = createRoute({
  tags: ["Platform"],
  method: "post",
  path: "/platform/sites/import",
  summary:
    "Create a new site from a site archive (a signed-in platform account with a confirmed address; platform host only). The caller owns it; it starts as a draft",
  description:
    "Request body: `multipart/form-data` with `file` (the archive), `slug` and optional `name`; or the archive itself as `application/zip` (or `application/octet-stream`) with `?slug=` and optional `&name=`. At most 200 MB. The import is one transaction: the site exists whole or not at all. A malformed, oversized, path-traversing, foreign-format or newer-version archive, rows of another organization, or tables and columns this instance does not know are a 400 (413 for size) before anything is written; an archive over a new site's quotas is a 403 naming the quota (`quota`).",
  request: { query: importQuerySchema },
  responses: {
    201: json(createdSiteSchema, "The new site"),
    400: jsonError("Not a site archive this instance reads, or a bad slug or name (`field` names which)"),
    401: jsonError("Not signed in to the platform"),
    403: jsonError("The address is not confirmed yet, or the archive is over a quota (`quota` names it)"),
    409: jsonError("The address is taken"),
    413: jsonError("The archive is larger than 200 MB, or unpacks to more than 400 MB"),
    429: jsonError("Too many imports, or sites created, in the last hour (an imported site counts as a created one)"),
  },
});

/** The archive and the fields of an import request: a form with `file`, or the raw archive. */
async function readImportRequest(
  c: Context<PlatformEnv>,
): Promise<{ bytes: Uint8Array; slug: unknown; name: unknown }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const query = { slug: c.req.query("slug"), name: c.req.query("name") };
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > MAX_ARCHIVE_BYTES + 64 * 1024) {
    throw new AppError("payload_too_large", `A site archive may be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB`);
  }
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError("bad_request", "The form could not be read", { field: "file" });
    }
    const file = form.get("file");
    if (!(file instanceof File))
      throw new AppError("bad_request", "Attach the site archive as `file`", { field: "file" });
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      slug: form.get("slug") ?? query.slug,
      name: form.get("name") ?? query.name,
    };
  }
  if (type.startsWith(ARCHIVE_CONTENT_TYPE) || type.startsWith("application/octet-stream")) {
    return { bytes: new Uint8Array(await c.req.arrayBuffer()), ...query };
  }
  throw new AppError("bad_request", "Send the archive as multipart/form-data (`file`) or as application/zip", {
    field: "file",
  });
}

/** The site's public address, on the scheme and port the platform was asked on. */
function siteUrl(c: Context<PlatformEnv>, slug: string): string {
  const asked = new URL(c.req.url);
  const port = asked.port ? `:${asked.port}` : "";
  return `${asked.protocol}//${slug}.${c.var.services.env.SITES_DOMAIN}${port}`;
}

export const archiveRouter = createPlatformRouter()
  .openapi(exportRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { account, role } = await requireSiteRole(c, id, "owner", { operators: true });
    const db = c.var.services.db;
    const [site] = await crossTenant(db, "the platform reads the site an owner or operator exports")
      .select({ slug: organizations.slug, status: organizations.status })
      .from(organizations)
      .where(eq(organizations.id, id));
    if (!site || site.status === "deleted") throw new AppError("not_found", "No such site");
    const stream = await exportSiteStream(db, id, { storage: mediaStorageFor(c.var.services.env) });
    await asSystem("the platform audit log belongs to no organization", () =>
      db.insert(platformAudit).values({
        actor_account_id: account.id,
        actor_email: account.email,
        action: "export",
        site_id: id,
        site_slug: site.slug,
        details: { role },
      }),
    );
    c.var.logger.info({ event: "site_exported", site_id: id, role }, "site exported");
    const fileName = archiveFileName(site.slug ?? `site-${id}`);
    return c.body(stream, 200, {
      "content-type": ARCHIVE_CONTENT_TYPE,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    }) as never;
  })
  .openapi(importRoute, async (c) => {
    const account = requireAccount(c);
    if (!account.emailVerified) {
      throw new AppError("forbidden", "Confirm your e-mail address before creating a site");
    }
    // Unpacking is the expensive part: attempts have a budget of their own, spent before reading.
    await c.var.services.rateLimiter.consume(SITE_IMPORT_ATTEMPT_LIMIT, String(account.id));
    const { bytes, slug: rawSlug, name } = await readImportRequest(c);
    const slug = checkSiteSlug(rawSlug);
    if (name !== undefined && name !== null && typeof name !== "string") {
      throw new AppError("bad_request", "The name must be text", { field: "name" });
    }
    const env = c.var.services.env;
    // Everything about the archive is checked before the transaction starts.
    const read = readArchive(bytes);
    checkImportQuotas(read, env);
    // A site made from an archive is a site made: the same hourly budget as creating one.
    await c.var.services.rateLimiter.consume(SITE_CREATE_LIMIT, String(account.id));
    const site = await importSite(c.var.services.db, read, {
      slug,
      name: typeof name === "string" && name.trim() ? name : undefined,
      host: siteHost(env, slug),
      storage: mediaStorageFor(env),
      // The caller owns the new site, and the audit log says who made it from what: in the same transaction.
      within: async (tx, organizationId) => {
        await tx
          .insert(siteMembers)
          .values(scoped(organizationId).values(siteMembers, { account_id: account.id, role: "owner" as const }));
        await asSystem("the platform audit log belongs to no organization", () =>
          tx.insert(platformAudit).values({
            actor_account_id: account.id,
            actor_email: account.email,
            action: "import",
            site_id: organizationId,
            site_slug: slug,
            details: {
              source_host: read.manifest.source.host,
              source_name: read.manifest.organization.name,
              exported_at: read.manifest.created_at,
              rows: [...read.tables.values()].reduce((sum, rows) => sum + rows.length, 0),
              files: read.files.size,
            },
          }),
        );
      },
    });
    // A request for the new address before it existed may be remembered as "no site": forget it.
    c.var.services.tenants.purge(`org-${site.organizationId}`);
    c.var.logger.info({ event: "site_imported", site_id: site.organizationId }, "site imported");
    return c.json(
      { site: { id: site.organizationId, slug: site.slug, url: siteUrl(c, site.slug), status: site.status } },
      201,
    );
  });
