import { createPlatformRouter } from "./platform-router.ts";
import { platformMeRouter } from "./me.routes.ts";
import { platformSitesRouter } from "./sites.routes.ts";

/**
 * The platform's API (`/api/platform/*`, `/api/operator/*`): answered on PLATFORM_HOST only; on a
 * site's host these paths are 404 (decision 061). Its routes are in the one OpenAPI document.
 */
export function buildPlatformApi() {
  const api = createPlatformRouter();
  api.route("/", platformMeRouter);
  api.route("/", platformSitesRouter);
  return api;
}
