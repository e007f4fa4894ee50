import type { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { renderApiReference } from "./api-reference.ts";
import { createApiRouter } from "./openapi-app.ts";
import { accountRouter } from "./account/account.routes.ts";
import { authRouter } from "./auth/auth.routes.ts";
import { cookiesRouter } from "./cookies/cookies.routes.ts";
import { emailRouter } from "./email/email.routes.ts";
import { postsRouter } from "./posts/posts.routes.ts";
import { sectionsRouter } from "./sections/sections.routes.ts";
import { metricsRouter } from "./content/metrics.routes.ts";
import { sectionWritesRouter } from "./content/sections-write.routes.ts";
import { layoutAndRevisionsRouter } from "./content/layout-revisions.routes.ts";
import { bannersRouter } from "./banners/banners.routes.ts";
import { contactRouter } from "./contact/contact.routes.ts";
import { heroesRouter } from "./heroes/heroes.routes.ts";
import { menusRouter } from "./menus/menus.routes.ts";
import { organizationsRouter } from "./organizations/organizations.routes.ts";
import { pagesRouter } from "./pages/pages.routes.ts";
import { profilesRouter } from "./profiles/profiles.routes.ts";
import { sectionReadsRouter } from "./content/section-reads.routes.ts";
import { mediaRouter } from "./media/media.routes.ts";

/** Every `/api` resource, and the OpenAPI document generated from their Zod schemas. */
export function buildApi() {
  const api = createApiRouter();
  api.route("/", sectionsRouter);
  api.route("/", authRouter);
  api.route("/", accountRouter);
  api.route("/", emailRouter);
  // Content writes: each through the policy and the change function (server/domain/changes).
  api.route("/", metricsRouter);
  api.route("/", pagesRouter);
  api.route("/", heroesRouter);
  api.route("/", sectionWritesRouter);
  api.route("/", layoutAndRevisionsRouter);
  api.route("/", sectionReadsRouter);
  api.route("/", profilesRouter);
  api.route("/", cookiesRouter);
  api.route("/", postsRouter);
  api.route("/", bannersRouter);
  api.route("/", contactRouter);
  api.route("/", menusRouter);
  api.route("/", organizationsRouter);
  api.route("/", mediaRouter);
  return api;
}

const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Tessera API",
    version: "1.0.0",
    description:
      'The REST API of a Tessera site. Every call works for the organization of the request\'s host name. Errors are JSON `{ "error": "…" }` with a 4xx status.',
  },
};

export function mountApi(app: Hono<AppEnv>) {
  const api = buildApi();
  let document: unknown;
  const openApiDocument = () =>
    (document ??= api.getOpenAPI31Document({ ...OPENAPI_INFO, servers: [{ url: "/api" }] }));
  app.route("/api", api);
  app.get("/api/openapi.json", (c) => c.json(openApiDocument()));
  app.get("/api/docs", (c) => c.html(renderApiReference(openApiDocument() as never)));
}
