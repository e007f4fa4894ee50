import { createPlatformRouter } from "./platform-router.ts";
import { platformMeRouter } from "./me.routes.ts";
import { archiveRouter } from "./archive.routes.ts";
import { siteLifecycleRouter } from "./site-lifecycle.routes.ts";
import { siteMembersRouter } from "./site-members.routes.ts";
import { platformAccountsRouter } from "./accounts.routes.ts";
import { operatorRouter } from "./operator.routes.ts";
import { platformSitesRouter } from "./sites.routes.ts";

/**
 * The platform's API (`/api/platform/*`, `/api/operator/*`): answered on PLATFORM_HOST only; on a
 * site's host these paths are 404 (decision 061). Its routes are in the one OpenAPI document.
 */
export function buildPlatformApi() {
  const api = createPlatformRouter();
  api.route("/", platformMeRouter);
  api.route("/", archiveRouter);
  api.route("/", siteMembersRouter);
  api.route("/", siteLifecycleRouter);
  api.route("/", platformAccountsRouter);
  api.route("/", operatorRouter);
  api.route("/", platformSitesRouter);
  return api;
}
