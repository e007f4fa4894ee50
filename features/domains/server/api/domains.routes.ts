import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../../server/context.ts";
import { changeContext, permit, writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { AppError } from "../../../../server/errors.ts";
import { addDomain } from "../domain/add-domain.ts";
import { domainsConfig } from "../domain/domains-config.ts";
import { listDomains } from "../domain/domain-view.ts";
import { makePrimaryDomain } from "../domain/make-primary-domain.ts";
import { removeDomain } from "../domain/remove-domain.ts";
import { verifyDomain } from "../domain/verify-domain.ts";
import {
  addDomainBodySchema,
  domainAnswerSchema,
  domainParamSchema,
  domainsAnswerSchema,
  domainsParamSchema,
  verifyAnswerSchema,
} from "./domains.schemas.ts";

/** Another organization's id in the path is a 404, whoever asks: the API never tells it exists. */
function hostOrganization(c: Context<AppEnv>, orgId: number): number {
  if (orgId !== c.var.tenant.id) throw new AppError("not_found", "Organization not found", { code: "not_found" });
  return orgId;
}

const tags = ["Domains"];
const conflict = { 409: jsonError("The domain is another site's, already added, not active, or the platform address") };

const listRoute = createRoute({
  method: "get",
  path: "/organizations/{orgId}/domains",
  tags,
  summary: "The site's domains: platform address and custom domains, with the DNS records to set (admins)",
  middleware: [permit("content.write")],
  request: { params: domainsParamSchema },
  responses: { 200: json(domainsAnswerSchema, "The domains, primary first"), ...writeErrors },
});

const addRoute = createRoute({
  method: "post",
  path: "/organizations/{orgId}/domains",
  tags,
  summary: "Add a custom domain: pending until its TXT record is verified (admins; recorded in History)",
  middleware: [permit("content.write")],
  request: { params: domainsParamSchema, ...jsonBody(addDomainBodySchema) },
  responses: {
    201: json(domainAnswerSchema, "The new, pending domain and the records to set"),
    ...writeErrors,
    ...conflict,
  },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/organizations/{orgId}/domains/{domainId}/verify",
  tags,
  summary: "Look up the domain's TXT record now; a record not found is a 200 saying what is missing (admins)",
  middleware: [permit("content.write")],
  request: { params: domainParamSchema },
  responses: {
    200: json(verifyAnswerSchema, "The domain after the check, and what was found"),
    ...writeErrors,
    ...conflict,
  },
});

const primaryRoute = createRoute({
  method: "post",
  path: "/organizations/{orgId}/domains/{domainId}/primary",
  tags,
  summary: "Make an active domain (or the platform address) the site's primary host (admins)",
  middleware: [permit("content.write")],
  request: { params: domainParamSchema },
  responses: { 200: json(domainAnswerSchema, "The new primary"), ...writeErrors, ...conflict },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/organizations/{orgId}/domains/{domainId}",
  tags,
  summary: "Remove a custom domain (admins; the platform address stays)",
  middleware: [permit("content.write")],
  request: { params: domainParamSchema },
  responses: { 204: { description: "Removed" }, ...writeErrors, ...conflict },
});

export const domainsRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const organizationId = hostOrganization(c, c.req.valid("param").orgId);
    const { pointing } = domainsConfig(c.var.services.env);
    const list = await listDomains({ db: c.var.services.db, organizationId, pointing });
    return c.json({ domains: list }, 200);
  })
  .openapi(addRoute, async (c) => {
    hostOrganization(c, c.req.valid("param").orgId);
    const domain = await addDomain({
      ctx: changeContext(c),
      host: c.req.valid("json").host,
      config: domainsConfig(c.var.services.env),
    });
    return c.json({ domain }, 201);
  })
  .openapi(verifyRoute, async (c) => {
    const { orgId, domainId } = c.req.valid("param");
    hostOrganization(c, orgId);
    const answer = await verifyDomain({
      ctx: changeContext(c),
      domainId,
      config: domainsConfig(c.var.services.env),
      env: c.var.services.env,
    });
    return c.json(answer, 200);
  })
  .openapi(primaryRoute, async (c) => {
    const { orgId, domainId } = c.req.valid("param");
    hostOrganization(c, orgId);
    const domain = await makePrimaryDomain({
      ctx: changeContext(c),
      domainId,
      config: domainsConfig(c.var.services.env),
    });
    return c.json({ domain }, 200);
  })
  .openapi(removeRoute, async (c) => {
    const { orgId, domainId } = c.req.valid("param");
    hostOrganization(c, orgId);
    await removeDomain({ ctx: changeContext(c), domainId });
    return c.body(null, 204);
  });
