import { createRoute, z } from "@hono/zod-openapi";
import { UI_LANGUAGES, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { AUTH_MESSAGES, passwordError } from "../../../shared/rules/auth-rules.ts";
import { changePassword } from "../../domain/accounts/change-password.ts";
import { setUiLocale } from "../../domain/accounts/ui-locale.ts";
import { setTimeZone } from "../../domain/accounts/time-zone.ts";
import { isSupportedTimeZone } from "../../../shared/i18n/date-time.ts";
import { resolveViewer } from "../../domain/accounts/viewer.ts";
import { AppError } from "../../errors.ts";
import { RATE_LIMITS } from "../../http/rate-limit.ts";
import {
  changePasswordBodySchema,
  errorResponses,
  meSchema,
  okSchema,
  revalidateBodySchema,
} from "../auth/auth.schemas.ts";
import { accountRequest, limit, requireSession, withCookies } from "../auth/http.ts";
import { requireActor } from "../authorize.ts";
import { createApiRouter } from "../openapi-app.ts";
import { FORBIDDEN_MESSAGE } from "../../policy/policy.ts";
import { errorSchema, json } from "../openapi-parts.ts";

const meRoute = createRoute({
  method: "get",
  path: "/me",
  tags: ["Accounts"],
  summary: "Who is signed in (cookie or bearer token) and whether they are an admin of this site's organization",
  responses: {
    200: json(meSchema, "The viewer, or user null when anonymous"),
    401: json(errorSchema, "A cookie or bearer token of another site's session"),
    ...errorResponses,
  },
});

const changePasswordRoute = createRoute({
  method: "post",
  path: "/account/password",
  tags: ["Accounts"],
  summary: "Change the signed-in account's password; its other sessions end",
  request: { body: { content: { "application/json": { schema: changePasswordBodySchema } }, required: true } },
  responses: {
    200: json(okSchema, "Changed"),
    401: json(errorSchema, "Not signed in, or wrong current password"),
    ...errorResponses,
  },
});

const uiLanguageBodySchema = z
  .object({
    uiLocale: z
      .enum(UI_LANGUAGES as [string, ...string[]])
      .nullable()
      .openapi({ description: "One of the product's UI languages; null: the browser's" }),
  })
  .openapi("UiLanguageBody");

const uiLanguageRoute = createRoute({
  method: "put",
  path: "/account/ui-language",
  tags: ["Accounts"],
  summary: "Set the language of the signed-in person's admin screens and editors on this site",
  request: { body: { content: { "application/json": { schema: uiLanguageBodySchema } }, required: true } },
  responses: {
    200: json(okSchema, "Set"),
    401: json(errorSchema, "Not signed in"),
    ...errorResponses,
  },
});

const timeZoneBodySchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine(isSupportedTimeZone, "must be a time zone such as Europe/Paris or America/New_York")
      .nullable()
      .openapi({
        description: "An IANA time zone (Intl.supportedValuesOf('timeZone')); null: the browser's",
        example: "Europe/Paris",
      }),
  })
  .openapi("TimeZoneBody");

const timeZoneRoute = createRoute({
  method: "put",
  path: "/account/time-zone",
  tags: ["Accounts"],
  summary: "Set the time zone of the dates and times on the signed-in person's admin screens on this site",
  request: { body: { content: { "application/json": { schema: timeZoneBodySchema } }, required: true } },
  responses: {
    200: json(okSchema, "Set"),
    401: json(errorSchema, "Not signed in"),
    ...errorResponses,
  },
});

const revalidateRoute = createRoute({
  method: "post",
  path: "/revalidate",
  tags: ["Admin"],
  summary: "Clear the cached pages of this organization (admins of this organization only)",
  request: { body: { content: { "application/json": { schema: revalidateBodySchema } }, required: true } },
  responses: { 200: json(okSchema, "Cleared"), 401: json(errorSchema, "Not signed in"), ...errorResponses },
});

export const accountRouter = createApiRouter()
  .openapi(meRoute, async (c) => {
    // Another site's session is refused, not silently taken for a visitor's (an ended one is a visitor).
    if (c.var.credentialsRefused) {
      throw new AppError("unauthorized", AUTH_MESSAGES.noActiveSession, { code: "no_session" });
    }
    const viewer = await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session });
    return c.json(
      {
        user: viewer ? { id: viewer.id, name: viewer.name, email: viewer.email, username: viewer.username } : null,
        isAdmin: viewer?.isAdmin ?? false,
        organizationId: c.var.tenant.id,
      },
      200,
    );
  })
  .openapi(changePasswordRoute, async (c) => {
    const session = requireSession(c);
    const input = c.req.valid("json");
    if (!input.currentPassword || !input.newPassword) {
      throw new AppError("bad_request", AUTH_MESSAGES.fillAllFields, {
        field: input.currentPassword ? "newPassword" : "currentPassword",
      });
    }
    const problem = passwordError(input.newPassword);
    if (problem) throw new AppError("bad_request", problem, { field: "newPassword" });
    await limit(c, RATE_LIMITS.passwordChangePerUser, session.user.id);
    const cookies = await changePassword({
      request: accountRequest(c),
      headers: c.req.raw.headers,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
    withCookies(c, cookies);
    return c.json({ ok: true }, 200);
  })
  .openapi(uiLanguageRoute, async (c) => {
    const session = requireSession(c);
    const { uiLocale } = c.req.valid("json");
    await setUiLocale({ db: c.var.services.db, tenant: c.var.tenant }, session.user.id, uiLocale as UiLocale | null);
    return c.json({ ok: true }, 200);
  })
  .openapi(timeZoneRoute, async (c) => {
    const session = requireSession(c);
    const { timeZone } = c.req.valid("json");
    await setTimeZone({ db: c.var.services.db, tenant: c.var.tenant }, session.user.id, timeZone);
    return c.json({ ok: true }, 200);
  })
  .openapi(revalidateRoute, async (c) => {
    await requireActor(c, "cache.revalidate");
    const { tag } = c.req.valid("json");
    if (tag !== `org-${c.var.tenant.id}`) {
      throw new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden" });
    }
    await c.var.services.purge(tag);
    return c.json({ ok: true }, 200);
  });
