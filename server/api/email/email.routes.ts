import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { memberships, users } from "../../db/schema/index.ts";
import { AUTH_MESSAGES, isEmail } from "../../../shared/rules/auth-rules.ts";
import { siteLink } from "../../domain/accounts/account-request.ts";
import { ensureMembership } from "../../domain/accounts/memberships.ts";
import { sendAccountEmail } from "../../domain/accounts/send-account-email.ts";
import { resolveViewer } from "../../domain/accounts/viewer.ts";
import { AppError } from "../../errors.ts";
import { RATE_LIMITS } from "../../http/rate-limit.ts";
import { errorResponses, freeTrialBodySchema, okSchema, sendEmailBodySchema } from "../auth/auth.schemas.ts";
import { accountRequest, limitPerIp, requireSession } from "../auth/http.ts";
import { createApiRouter } from "../openapi-app.ts";
import { authorize, FORBIDDEN_MESSAGE } from "../../policy/policy.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { errorSchema, json } from "../openapi-parts.ts";

const sendEmailRoute = createRoute({
  method: "post",
  path: "/send-email",
  tags: ["E-mail"],
  summary:
    "Send the welcome or free-trial mail (to the signed-in user themselves, or by an admin of this organization)",
  description:
    "Rate limit: 10 per minute per IP. `organization_id` must be the host's organization. A failed delivery answers `ok: false` with the spec's warning.",
  request: { body: { content: { "application/json": { schema: sendEmailBodySchema } }, required: true } },
  responses: {
    200: json(okSchema, "Sent, or ok false with a warning"),
    401: json(errorSchema, "Not signed in"),
    ...errorResponses,
  },
});

const freeTrialRoute = createRoute({
  method: "post",
  path: "/register-user-free-trial",
  tags: ["E-mail"],
  summary: "Start a free trial for the signed-in user on this site and send the free-trial mail",
  description: "Rate limit: 10 per minute per IP. `email` must be the signed-in user's own address.",
  request: { body: { content: { "application/json": { schema: freeTrialBodySchema } }, required: true } },
  responses: {
    200: json(okSchema, "Registered; warning when the mail failed"),
    401: json(errorSchema, "Not signed in"),
    ...errorResponses,
  },
});

const forbidden = () => new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden" });

export const emailRouter = createApiRouter()
  .openapi(sendEmailRoute, async (c) => {
    const session = requireSession(c);
    const input = c.req.valid("json");
    if (input.organization_id !== c.var.tenant.id) throw forbidden();
    const viewer = await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session });
    const to = input.to.trim().toLowerCase();
    const isSelf = input.user_id === session.user.id && to === session.user.email.toLowerCase();
    if (!isSelf) {
      // An admin may mail a member of this organization, at that member's own address: never a
      // stranger, so a compromised admin account cannot turn the site into a mail relay.
      authorize(viewer?.role ?? "anonymous", "email.send_to_member");
      const [member] = await c.var.services.db
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.user_id))
        .where(scoped(c.var.tenant.id).where(memberships, eq(memberships.user_id, input.user_id)))
        .limit(1);
      if (!member || member.email.toLowerCase() !== to) throw forbidden();
    }
    await limitPerIp(c, RATE_LIMITS.mailPerIp);
    const request = accountRequest(c, input.locale);
    const sent = await sendAccountEmail({
      services: c.var.services,
      tenant: c.var.tenant,
      kind: input.type,
      to,
      name: input.name.trim() || session.user.name,
      link: siteLink(request, input.type === "welcome" ? "/account/profile" : "/"),
      locale: request.locale,
    });
    return c.json(sent ? { ok: true } : { ok: false, warning: AUTH_MESSAGES.welcomeEmailFailed(input.type) }, 200);
  })
  .openapi(freeTrialRoute, async (c) => {
    const session = requireSession(c);
    const input = c.req.valid("json");
    const email = input.email.trim().toLowerCase();
    if (!email) throw new AppError("bad_request", AUTH_MESSAGES.fillAllFields, { field: "email" });
    if (!isEmail(email)) throw new AppError("bad_request", AUTH_MESSAGES.invalidEmail, { field: "email" });
    if (email !== session.user.email.toLowerCase()) throw forbidden();
    await limitPerIp(c, RATE_LIMITS.mailPerIp);
    const request = accountRequest(c, input.locale);
    await ensureMembership({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      userId: session.user.id,
      username: session.user.name,
      email,
    });
    const sent = await sendAccountEmail({
      services: c.var.services,
      tenant: c.var.tenant,
      kind: "free_trial",
      to: email,
      name: session.user.name,
      link: siteLink(request, "/"),
      locale: request.locale,
    });
    return c.json(sent ? { ok: true } : { ok: true, warning: AUTH_MESSAGES.welcomeEmailFailed("free_trial") }, 200);
  });
