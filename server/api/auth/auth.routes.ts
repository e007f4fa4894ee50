import { createRoute, type z } from "@hono/zod-openapi";
import {
  AUTH_MESSAGES,
  loginError,
  passwordError,
  registrationError,
  resetRequestError,
  safeRedirectPath,
} from "../../../shared/rules/auth-rules.ts";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { pickLocale } from "../../domain/accounts/account-request.ts";
import { confirmPasswordReset, requestPasswordReset } from "../../domain/accounts/password-reset.ts";
import { registerUser } from "../../domain/accounts/register-user.ts";
import { signIn } from "../../domain/accounts/sign-in.ts";
import { signOut } from "../../domain/accounts/sign-out.ts";
import { verifyEmail } from "../../domain/accounts/verify-email.ts";
import { AppError } from "../../errors.ts";
import { RATE_LIMITS } from "../../http/rate-limit.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  errorResponses,
  loginBodySchema,
  loginResultSchema,
  messageSchema,
  okSchema,
  registerBodySchema,
  registerResultSchema,
  resetConfirmBodySchema,
  resetRequestBodySchema,
  verifyEmailQuerySchema,
} from "./auth.schemas.ts";
import { accountRequest, limit, limitPerIp, withCookies } from "./http.ts";
import { errorSchema, json } from "../openapi-parts.ts";

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const registerRoute = createRoute({
  method: "post",
  path: "/auth/register",
  tags: ["Accounts"],
  summary: "Create an account on this site (profile and `user` role in the host's organization)",
  description:
    "Rate limits: 10 per hour per IP, 5 per hour per e-mail. With a session (`signed_in`) the session cookie is set and `set-auth-token` carries a bearer token; when the organization requires a confirmed e-mail (`verify_email`) a link is mailed instead.",
  request: body(registerBodySchema),
  responses: {
    200: json(registerResultSchema, "Registered"),
    409: json(errorSchema, AUTH_MESSAGES.emailExists),
    ...errorResponses,
  },
});

const loginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["Accounts"],
  summary: "Sign in with e-mail and password",
  description:
    "Rate limits: 10 failed sign-ins per minute per IP (loopback addresses are not limited per IP); 10 failed attempts per account and IP per 15 minutes (then 429 for that pair until the window ends); per account whatever the IP, after 10 failed attempts in an hour each further attempt waits 1, 2, 4, 8, 16, then 30 s (429 with Retry-After), never longer. Sets the session cookie (persistent with `rememberMe`, else a browser-session cookie) and `set-auth-token` (bearer token for API clients).",
  request: body(loginBodySchema),
  responses: {
    200: json(loginResultSchema, "Signed in"),
    401: json(errorSchema, AUTH_MESSAGES.invalidCredentials),
    ...errorResponses,
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/auth/sign-out",
  tags: ["Accounts"],
  summary: "End this session and clear its cookie",
  responses: { 200: json(okSchema, "Signed out"), ...errorResponses },
});

const signOutEverywhereRoute = createRoute({
  method: "post",
  path: "/auth/sign-out-everywhere",
  tags: ["Accounts"],
  summary: "End every session of the signed-in account",
  responses: {
    200: json(okSchema, "Signed out everywhere"),
    401: json(errorSchema, "Not signed in"),
    ...errorResponses,
  },
});

const resetRequestRoute = createRoute({
  method: "post",
  path: "/auth/password-reset/request",
  tags: ["Accounts"],
  summary: "Mail a password reset link (same answer whether or not the address has an account)",
  description:
    "Rate limits: 10 per minute per IP, 5 per 15 minutes per e-mail. The link opens /reset-password?token=… (locale-prefixed when `locale` is not the site's default), works once and expires after 1 hour.",
  request: body(resetRequestBodySchema),
  responses: { 200: json(messageSchema, AUTH_MESSAGES.resetEmailSent), ...errorResponses },
});

const resetConfirmRoute = createRoute({
  method: "post",
  path: "/auth/password-reset/confirm",
  tags: ["Accounts"],
  summary: "Set a new password from a reset link; every session of the account ends",
  request: body(resetConfirmBodySchema),
  responses: { 200: json(messageSchema, AUTH_MESSAGES.passwordChanged), ...errorResponses },
});

const verifyEmailRoute = createRoute({
  method: "get",
  path: "/auth/verify-email",
  tags: ["Accounts"],
  summary: "Confirm an e-mail address from the mailed link, then go to the login page",
  request: { query: verifyEmailQuerySchema },
  responses: {
    302: { description: "To /login?verified=1, or /login?verified=0 when the link is invalid or expired" },
    400: json(errorSchema, "No `token` in the query, or one that is not valid text: `{ error, field }`"),
  },
});

function registrationField(input: { username: string; email: string; password: string }, message: string): string {
  if (message === AUTH_MESSAGES.fillAllFields) {
    if (!input.username.trim()) return "username";
    if (!input.email.trim()) return "email";
    return "password";
  }
  if (message === AUTH_MESSAGES.usernameTooShort) return "username";
  if (message === AUTH_MESSAGES.invalidEmail) return "email";
  return "password";
}

export const authRouter = createApiRouter()
  .openapi(registerRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = registrationError(input);
    if (problem) throw new AppError("bad_request", problem, { field: registrationField(input, problem) });
    await limitPerIp(c, RATE_LIMITS.registerPerIp);
    await limit(c, RATE_LIMITS.registerPerEmail, input.email.trim().toLowerCase());
    const result = await registerUser({
      request: accountRequest(c, input.locale),
      username: input.username,
      email: input.email,
      password: input.password,
      fullName: input.fullName,
    });
    withCookies(c, result.setCookie);
    if (result.token) c.header("set-auth-token", result.token);
    const warning = result.welcomeEmailSent ? {} : { warning: AUTH_MESSAGES.welcomeEmailFailed("welcome") };
    return c.json(
      result.status === "signed_in"
        ? { status: "signed_in" as const, redirectTo: "/account/profile", ...warning }
        : { status: "verify_email" as const, message: AUTH_MESSAGES.checkEmail, ...warning },
      200,
    );
  })
  .openapi(loginRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = loginError(input);
    if (problem) throw new AppError("bad_request", problem, { field: input.email.trim() ? "password" : "email" });
    // Failures count against the address, successes are given back: people behind one address
    // (an office, a school) sign in as often as they need while guesses stay limited.
    const taken = await limitPerIp(c, RATE_LIMITS.signInPerIp);
    const result = await signIn({
      request: accountRequest(c),
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe === true,
    });
    await taken?.giveBack();
    withCookies(c, result.setCookie);
    c.header("set-auth-token", result.token);
    return c.json({ user: result.user, isAdmin: result.isAdmin }, 200);
  })
  .openapi(signOutRoute, async (c) => {
    const cookies = await signOut({
      request: accountRequest(c),
      headers: c.req.raw.headers,
      everywhere: false,
      // The account's sockets are checked: the one of this session loses its rights.
      userId: c.var.session?.user.id ?? null,
    });
    withCookies(c, cookies);
    return c.json({ ok: true }, 200);
  })
  .openapi(signOutEverywhereRoute, async (c) => {
    const session = c.var.session;
    if (!session) throw new AppError("unauthorized", AUTH_MESSAGES.noActiveSession, { code: "no_session" });
    const cookies = await signOut({
      request: accountRequest(c),
      headers: c.req.raw.headers,
      everywhere: true,
      userId: session.user.id,
    });
    withCookies(c, cookies);
    return c.json({ ok: true }, 200);
  })
  .openapi(resetRequestRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = resetRequestError(input);
    if (problem) throw new AppError("bad_request", problem, { field: "email" });
    await limitPerIp(c, RATE_LIMITS.resetPerIp);
    await limit(c, RATE_LIMITS.resetPerEmail, `${c.var.tenant.id}:${input.email.trim().toLowerCase()}`);
    // Not awaited: the lookup and the mail happen after the answer, whatever the address.
    requestPasswordReset({ request: accountRequest(c, input.locale), email: input.email });
    return c.json({ message: AUTH_MESSAGES.resetEmailSent }, 200);
  })
  .openapi(resetConfirmRoute, async (c) => {
    const input = c.req.valid("json");
    if (!input.token)
      throw new AppError("bad_request", AUTH_MESSAGES.resetLinkInvalid, { code: "invalid_token", field: "token" });
    const problem = passwordError(input.password);
    if (problem) throw new AppError("bad_request", problem, { field: "password" });
    await limitPerIp(c, RATE_LIMITS.resetConfirmPerIp);
    await confirmPasswordReset({ request: accountRequest(c), token: input.token, password: input.password });
    return c.json({ message: AUTH_MESSAGES.passwordChanged }, 200);
  })
  .openapi(verifyEmailRoute, async (c) => {
    const { token, lang } = c.req.valid("query");
    const ok = token ? await verifyEmail({ request: accountRequest(c), token }) : false;
    const locale = pickLocale(c.var.tenant, lang);
    const login = localizePath("/login", locale, c.var.tenant.settings);
    return c.redirect(safeRedirectPath(`${login}?verified=${ok ? 1 : 0}`) ?? "/login", 302);
  });
