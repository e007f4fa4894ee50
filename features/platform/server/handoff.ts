import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { setSignedCookie } from "hono/cookie";
import type { AppEnv } from "../../../server/context.ts";
import { memberships, users } from "../../../server/db/schema/index.ts";
import { scoped } from "../../../server/db/tenant-scope.ts";
import { isSecureRequest } from "../../../server/http/request-origin.ts";
import { HANDOFF_PATH } from "../shared/paths.ts";
import { redeemHandoff } from "./domain/sites/handoff-token.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A refusal a person reads: what happened, and where to go instead. No session is opened. */
export function renderHandoffRefusedPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/login">Sign in to this site</a></p></main></body></html>`;
}

const INVALID = {
  title: "This sign-in link does not work",
  message:
    "It has expired, was already used, or is not for this site. Open the site again from your console, or sign in with your e-mail and password.",
};
const NOT_YOURS = {
  title: "You cannot be signed in here",
  message: "The account this link was made for is not an administrator of this site.",
};

/**
 * On a site's host: `GET /_tessera/handoff?token=…` (decision 063). Redeems the platform's one-time
 * token (ONE update, bound to this organization: another site's token is not even used up here),
 * finds the site account of the token's address in this organization, which must be an admin,
 * opens a Better Auth session for it with the signed cookie sign-in sets, and sends the browser
 * home (303), where the editor is. Anything else is a readable 400/403 page and no session.
 */
export const handoffRouter = new Hono<AppEnv>().get(HANDOFF_PATH, async (c) => {
  const { services, tenant } = c.var;
  c.header("cache-control", "no-store");
  c.header("referrer-policy", "no-referrer");
  const token = c.req.query("token") ?? "";
  const redeemed = await redeemHandoff(services.db, token, tenant.id);
  if (!redeemed || !redeemed.email) return c.html(renderHandoffRefusedPage(INVALID.title, INVALID.message), 400);
  const [user] = await services.db
    .select({ id: users.id, role: memberships.role })
    .from(users)
    .innerJoin(memberships, scoped(tenant.id).where(memberships, eq(memberships.user_id, users.id)))
    .where(and(eq(users.organizationId, tenant.id), eq(users.email, redeemed.email)))
    .limit(1);
  if (!user || user.role !== "admin") {
    c.var.logger.warn({ organization_id: tenant.id, account_id: redeemed.accountId }, "hand-off refused: not an admin");
    return c.html(renderHandoffRefusedPage(NOT_YOURS.title, NOT_YOURS.message), 403);
  }
  const secure = isSecureRequest(c.req.raw.headers, c.req.url, services.env);
  const auth = await services.auth.get(secure);
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(user.id);
  const cookie = context.authCookies.sessionToken;
  await setSignedCookie(c, cookie.name, session.token, context.secret, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: context.sessionConfig.expiresIn,
  });
  c.var.logger.info({ organization_id: tenant.id, account_id: redeemed.accountId }, "signed in by hand-off");
  return c.redirect("/", 303);
});
