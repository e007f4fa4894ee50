import type { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { renderApiReference } from "./api-reference.ts";
import { withEdgeResponses } from "./edge-responses.ts";
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
import { ordersRouter } from "../../features/orders/server/api/orders.routes.ts";
import { heroesRouter } from "./heroes/heroes.routes.ts";
import { menusRouter } from "./menus/menus.routes.ts";
import { organizationsRouter } from "./organizations/organizations.routes.ts";
import { pagesRouter } from "./pages/pages.routes.ts";
import { profilesRouter } from "./profiles/profiles.routes.ts";
import { sectionReadsRouter } from "./content/section-reads.routes.ts";
import { mediaRouter } from "./media/media.routes.ts";
import { meetingsRouter } from "../../features/meetings/server/api/meetings.routes.ts";
import { meetingTypesRouter } from "../../features/meetings/server/api/meeting-types.routes.ts";
import { adminMeetingsRouter } from "../../features/meetings/server/api/admin-meetings.routes.ts";
import { helpCenterRouter } from "../../features/help-center/server/api/help-center.routes.ts";
import { searchRouter } from "../../features/help-center/server/api/search/search.routes.ts";
import { assistantRouter } from "../../features/ai/server/api/assistant/assistant.routes.ts";
import { aiAgentsRouter } from "../../features/ai/server/api/ai-agents.routes.ts";
import { conversationAvailabilityRouter } from "../../features/live-support/server/api/availability.routes.ts";
import { conversationsRouter } from "../../features/live-support/server/api/conversations.routes.ts";
import { conversationImagesRouter } from "../../features/live-support/server/api/images.routes.ts";
import { buildPlatformApi } from "../../features/platform/server/api/index.ts";
import { publishRouter } from "../../features/platform/server/api/publish.routes.ts";
import { inboxRouter } from "../../features/live-support/server/api/inbox.routes.ts";
import { domainsRouter } from "../../features/domains/server/api/domains.routes.ts";
import { translationsRouter } from "../../features/translations/server/api/translations.routes.ts";

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
  api.route("/", ordersRouter);
  api.route("/", menusRouter);
  api.route("/", organizationsRouter);
  // Custom domains (decision 066): the site's hosts, verified by DNS.
  api.route("/", domainsRouter);
  // Translation coverage and "Mark as still correct" (decision 069).
  api.route("/", translationsRouter);
  // A draft made on the platform goes live (decision 063).
  api.route("/", publishRouter);
  api.route("/", mediaRouter);
  api.route("/", meetingsRouter);
  api.route("/", meetingTypesRouter);
  api.route("/", adminMeetingsRouter);
  api.route("/", helpCenterRouter);
  // The help center's search and assistant (public), and the AI agents' administration.
  api.route("/", searchRouter);
  api.route("/", assistantRouter);
  api.route("/", aiAgentsRouter);
  // Live support (decision 035): conversations over REST; live delivery through GET /realtime.
  api.route("/", conversationAvailabilityRouter); // before /conversations/{id}
  // The inbox's staff list and canned replies; before conversationsRouter, whose /conversations/{id}
  // would take /conversations/assignees.
  api.route("/", inboxRouter);
  api.route("/", conversationsRouter);
  api.route("/", conversationImagesRouter);
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

/** The OpenAPI document of `api`: the routes' own responses, and the edge's on every operation. */
export function openApiDocumentOf(api: ReturnType<typeof buildApi>) {
  const document = api.getOpenAPI31Document({ ...OPENAPI_INFO, servers: [{ url: "/api" }] });
  // The platform's routes (PLATFORM_HOST only, decision 061) are documented with the rest.
  const platform = buildPlatformApi().getOpenAPI31Document({ ...OPENAPI_INFO, servers: [{ url: "/api" }] });
  document.paths = { ...document.paths, ...platform.paths };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...platform.components?.schemas },
  };
  return withEdgeResponses(document);
}

export function mountApi(app: Hono<AppEnv>) {
  const api = buildApi();
  let document: unknown;
  const openApiDocument = () => (document ??= openApiDocumentOf(api));
  app.route("/api", api);
  app.get("/api/openapi.json", (c) => c.json(openApiDocument()));
  app.get("/api/docs", (c) => c.html(renderApiReference(openApiDocument() as never)));
}
