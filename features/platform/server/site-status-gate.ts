import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../server/context.ts";
import { resolveViewer } from "../../../server/domain/accounts/viewer.ts";
import { renderComingSoonPage, renderPausedPage } from "../../../server/http/plain-pages.ts";
import { HANDOFF_PATH } from "../shared/paths.ts";

/** Visitors are told to come back in an hour. */
export const NOT_LIVE_RETRY_AFTER_SECONDS = 3600;

/**
 * What may be asked of a site that is not live by someone who is not its admin: signing in (so its
 * admins can get in), the platform's hand-off, the session itself, and publishing (whose
 * policy answers a non-admin).
 */
function openToEveryone(path: string): boolean {
  return (
    path === HANDOFF_PATH ||
    /^\/([a-z]{2}\/)?login$/.test(path) ||
    path === "/login.data" ||
    /^\/[a-z]{2}\/login\.data$/.test(path) ||
    path === "/__manifest" ||
    path === "/api/me" ||
    // Publishing is the policy's to refuse (401/403), not the gate's.
    path === "/api/site/publish" ||
    path.startsWith("/api/auth/")
  );
}

/**
 * A site that is not live (decision 061): a draft shows visitors "Coming soon", a suspended site
 * "This site is paused" — both HTTP 503 with Retry-After and noindex — while the site's admins,
 * signed in, see and edit the site as usual. After the session middleware: it needs the viewer.
 */
export function siteStatusGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { tenant } = c.var;
    const status = tenant.status ?? "live";
    if (status === "live" || openToEveryone(c.req.path)) return next();
    if (c.var.session) {
      const viewer = await resolveViewer({ db: c.var.services.db, tenant, session: c.var.session });
      if (viewer?.role === "admin") return next();
    }
    c.header("retry-after", String(NOT_LIVE_RETRY_AFTER_SECONDS));
    c.header("x-robots-tag", "noindex");
    c.header("cache-control", "no-store");
    const message = status === "suspended" ? "This site is paused" : "This site is coming soon";
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return c.json({ error: message }, 503);
    return c.html(status === "suspended" ? renderPausedPage(tenant.name) : renderComingSoonPage(tenant.name), 503);
  };
}
