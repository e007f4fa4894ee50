import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq, sql } from "drizzle-orm";
import { changeContext, permit, writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { json, jsonError } from "../../../../server/api/openapi-parts.ts";
import { headingSections, organizations, platformAudit, websiteHero } from "../../../../server/db/schema/index.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, UNCHANGED } from "../../../../server/domain/changes/apply-change.ts";
import { nextVersion } from "../../../../server/domain/changes/entities.ts";
import { organizationSettingsEntity } from "../../../../server/domain/organizations/organization-entities.ts";
import { AppError } from "../../../../server/errors.ts";
import { untranslatedLocales } from "../../shared/looks.ts";
import { LAUNCH_ITEMS, type LaunchChecklist } from "../../shared/launch-checklist.ts";

/** The site's own API path that publishes a draft (open past the status gate: the policy decides). */
export const PUBLISH_PATH = "/api/site/publish";

const launchChecklistSchema = z
  .object({
    organization_id: z.number().int(),
    status: z.string(),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    dismissed: z.boolean(),
    hero: z
      .object({ kind: z.enum(["hero", "heading-section"]), id: z.number().int() })
      .nullable()
      .openapi({
        description: "The home page's top: its hero, or (as the starter kit makes it) its first heading section",
      }),
    untranslated_locales: z.array(z.string()),
    items: z.array(z.object({ id: z.enum(LAUNCH_ITEMS), done: z.boolean(), by: z.enum(["data", "tick"]) })),
  })
  .openapi("LaunchChecklist");

const publishedSchema = z.object({ status: z.string(), published_at: z.string().nullable() }).openapi("PublishedSite");

/**
 * `POST /api/site/publish` on a site's host (decision 063): its admins make a draft
 * live. Through the policy and the change function (a revision of the organization's settings
 * record, the platform audit row in the same transaction); the change's `content.changed` purges
 * the tenant resolver and the page cache on every instance, so visitors see the site at once.
 */
export const publishRouter = createApiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/site/launch-checklist",
      tags: ["Organization settings"],
      summary: "What is left before publishing this site, from its data and the admin's ticks (admins)",
      middleware: [permit("content.write")],
      responses: { 200: json(launchChecklistSchema, "The launch checklist"), ...writeErrors },
    }),
    async (c) => {
      const organizationId = c.var.tenant.id;
      const { db } = c.var.services;
      const [row] = await db
        .select({
          status: organizations.status,
          publishedAt: organizations.published_at,
          settings: organizations.settings,
          updatedAt: organizations.updated_at,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      const [hero] = await db
        .select({ id: websiteHero.id, image: websiteHero.image, title: websiteHero.title })
        .from(websiteHero)
        .where(scoped(organizationId).where(websiteHero, eq(websiteHero.url_page, "/home")))
        .orderBy(asc(websiteHero.display_order))
        .limit(1);
      const [heading] = hero
        ? []
        : await db
            .select({ id: headingSections.id, image: headingSections.image, title: headingSections.name })
            .from(headingSections)
            .where(scoped(organizationId).where(headingSections, eq(headingSections.url_page, "/home")))
            .orderBy(asc(headingSections.order))
            .limit(1);
      const top = hero
        ? { kind: "hero" as const, ...hero }
        : heading
          ? { kind: "heading-section" as const, ...heading }
          : null;
      const settings = row!.settings;
      const ticks = settings.launch_checklist ?? {};
      const untranslated = untranslatedLocales(settings);
      const checklist: LaunchChecklist = {
        organization_id: organizationId,
        status: row!.status,
        published_at: row!.publishedAt?.toISOString() ?? null,
        updated_at: row!.updatedAt.toISOString(),
        dismissed: ticks.dismissed === true,
        hero: top ? { kind: top.kind, id: top.id } : null,
        untranslated_locales: untranslated,
        items: [
          { id: "logo", done: Boolean(settings.logo), by: "data" },
          { id: "hero", done: Boolean(top?.image && top.title.trim()), by: "data" },
          { id: "contact", done: ticks.contact_reviewed === true, by: "tick" },
          { id: "policies", done: ticks.policies_reviewed === true, by: "tick" },
          { id: "languages", done: untranslated.length === 0, by: "data" },
        ],
      };
      return c.json(checklist, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/site/publish",
      tags: ["Organization settings"],
      summary: "Publish this site: a draft becomes live for visitors (admins)",
      middleware: [permit("content.write")],
      responses: {
        200: json(publishedSchema, "The site is live"),
        ...writeErrors,
        409: jsonError("The site is paused by the platform's operators: it cannot be published now"),
      },
    }),
    async (c) => {
      const ctx = changeContext(c);
      const viewerEmail = c.var.session?.user.email ?? null;
      await applyChange({
        ctx,
        entity: organizationSettingsEntity,
        id: ctx.organizationId,
        action: "update",
        summary: "published the site",
        change: async (tx) => {
          const [row] = await tx
            .select({ status: organizations.status, slug: organizations.slug })
            .from(organizations)
            .where(eq(organizations.id, ctx.organizationId));
          if (row?.status === "live") return UNCHANGED;
          if (row?.status !== "draft") {
            throw new AppError(
              "conflict",
              "This site is paused by the platform's operators and cannot be published now",
            );
          }
          await tx
            .update(organizations)
            .set({ status: "live", published_at: sql`now()`, updated_at: nextVersion(organizations.updated_at) })
            .where(eq(organizations.id, ctx.organizationId));
          await crossTenant(tx, "the platform's audit of sites is one table across sites")
            .insert(platformAudit)
            .values({
              actor_account_id: null,
              actor_email: viewerEmail,
              action: "site.publish",
              site_id: ctx.organizationId,
              site_slug: row.slug,
              details: { user_id: ctx.actor.id },
            });
        },
      });
      const [site] = await c.var.services.db
        .select({ status: organizations.status, published_at: organizations.published_at })
        .from(organizations)
        .where(eq(organizations.id, ctx.organizationId));
      return c.json({ status: site!.status, published_at: site!.published_at?.toISOString() ?? null }, 200);
    },
  );
