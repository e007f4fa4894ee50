import { createRoute, z } from "@hono/zod-openapi";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { originFor, platformOriginOf, siteHost } from "../domain/sites/site-links.ts";
import {
  acceptInvitation,
  describeInvitation,
  inviteToSite,
  listMembers,
  removeMember,
  siteById,
} from "../domain/sites/site-members.ts";
import { createPlatformRouter } from "./platform-router.ts";
import { requireAccount, requireSiteRole } from "./platform-auth.ts";

const siteIdParams = z.object({
  id: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be a positive id"),
});
const memberParams = siteIdParams.extend({
  accountId: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id"),
});
const tokenParams = z.object({ token: z.string().min(1).max(200) });

const invitationBody = z
  .object({ email: z.email("must be an e-mail address").max(254) })
  .openapi("PlatformInvitationInput");

const memberSchema = z
  .object({ account_id: z.number().int(), email: z.string(), role: z.enum(["owner", "admin"]) })
  .openapi("PlatformSiteMember");
const siteSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable(),
    status: z.enum(["draft", "live", "suspended", "deleted"]),
    url: z.string().nullable(),
    deleted_at: z.string().nullable(),
    purge_after: z.string().nullable(),
  })
  .openapi("PlatformSiteSettings");
const pendingSchema = z.object({ email: z.string(), expires_at: z.string() }).openapi("PlatformPendingInvitation");

export const siteMembersRouter = createPlatformRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/platform/sites/{id}/invitations",
      tags: ["Platform"],
      summary: "Invite someone by e-mail to administer the site (its owner only)",
      request: { params: siteIdParams, ...jsonBody(invitationBody) },
      responses: {
        201: json(z.object({ invitation: pendingSchema }), "The invitation is mailed"),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("Not the site's owner"),
        409: jsonError("Already a member, or the site is deleted"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { account } = await requireSiteRole(c, id, "owner");
      const invitation = await inviteToSite(c.var.services, {
        siteId: id,
        actor: account,
        email: c.req.valid("json").email,
        origin: platformOriginOf(c.req.url, c.req.header("host")),
      });
      return c.json({ invitation: { email: invitation.email, expires_at: invitation.expires_at.toISOString() } }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/platform/invitations/{token}",
      tags: ["Platform"],
      summary: "What an invitation is for: the site, who invited, the address, whether it still holds",
      request: { params: tokenParams },
      responses: {
        200: json(
          z.object({
            site: z.object({ id: z.number().int(), name: z.string(), slug: z.string().nullable() }),
            invited_by: z.string().nullable(),
            email: z.string(),
            state: z.enum(["open", "used", "expired"]),
          }),
          "The invitation",
        ),
      },
    }),
    async (c) => c.json(await describeInvitation(c.var.services.db, c.req.valid("param").token), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/platform/invitations/{token}/accept",
      tags: ["Platform"],
      summary: "Accept an invitation as the person it was sent to: admin of the site, signed in by a hand-off",
      request: { params: tokenParams },
      responses: {
        200: json(
          z.object({
            site: z.object({ id: z.number().int(), name: z.string(), slug: z.string().nullable() }),
            handoff_url: z.string(),
          }),
          "Accepted: follow handoff_url to be signed in on the site",
        ),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("The invitation was sent to another address, or the address is not confirmed"),
        409: jsonError("The invitation was already used or has expired"),
      },
    }),
    async (c) => {
      const account = requireAccount(c);
      const result = await acceptInvitation(c.var.services, {
        token: c.req.valid("param").token,
        account,
        origin: platformOriginOf(c.req.url, c.req.header("host")),
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/platform/sites/{id}/members",
      tags: ["Platform"],
      summary: "The site's members and open invitations (its members only)",
      request: { params: siteIdParams },
      responses: {
        200: json(
          z.object({
            site: siteSchema,
            your_role: z.enum(["owner", "admin", "operator"]),
            members: z.array(memberSchema),
            invitations: z.array(pendingSchema),
          }),
          "The site, its members and open invitations",
        ),
        401: jsonError("Not signed in to the platform"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { role } = await requireSiteRole(c, id, "admin", { operators: true });
      const { db } = c.var.services;
      const site = await siteById(db, id);
      const host = await siteHost(db, id);
      const { members, invitations } = await listMembers(db, id);
      return c.json(
        {
          site: {
            id: site.id,
            name: site.name,
            slug: site.slug,
            status: site.status,
            url: host ? originFor(host, platformOriginOf(c.req.url, c.req.header("host"))) : null,
            deleted_at: site.deleted_at?.toISOString() ?? null,
            purge_after: site.purge_after?.toISOString() ?? null,
          },
          your_role: role,
          members,
          invitations: invitations.map((row) => ({ email: row.email, expires_at: row.expires_at.toISOString() })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/platform/sites/{id}/members/{accountId}",
      tags: ["Platform"],
      summary: "Remove a member (its owner only): their site sessions end at once; the last owner stays",
      request: { params: memberParams },
      responses: {
        204: { description: "Removed" },
        401: jsonError("Not signed in to the platform"),
        403: jsonError("Not the site's owner"),
        409: jsonError("The site's last owner cannot be removed"),
      },
    }),
    async (c) => {
      const { id, accountId } = c.req.valid("param");
      const { account } = await requireSiteRole(c, id, "owner");
      await removeMember(c.var.services, { siteId: id, actor: account, accountId });
      return c.body(null, 204);
    },
  );
