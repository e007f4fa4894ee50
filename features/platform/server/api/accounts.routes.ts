import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { AppError, isAppError } from "../../../../server/errors.ts";
import type { RateRule, Taken } from "../../../../server/http/rate-limit.ts";
import { clientIp, isLoopback, isSecureRequest } from "../../../../server/http/request-origin.ts";
import { personUiLocale } from "../../../../shared/i18n/ui-locale-choice.ts";
import { platformOrigin } from "./platform-origin.ts";
import { PLATFORM_ACCOUNT_MESSAGES, emailProblem, signInProblem, signUpProblem } from "../../shared/account-rules.ts";
import { PLATFORM_SESSION_COOKIE } from "../../shared/paths.ts";
import { ALTCHA_MAX, createPlatformChallenge, spendPlatformChallenge } from "../domain/altcha.ts";
import { confirmAccount, normalizeEmail, resendConfirmation, signIn, signUp } from "../domain/platform-accounts.ts";
import { PLATFORM_SESSION_SECONDS, closePlatformSession } from "../domain/platform-session.ts";
import type { PlatformEnv } from "../platform-context.ts";
import { createPlatformRouter } from "./platform-router.ts";

/**
 * Platform accounts (decision 062): sign-up with an ALTCHA proof of work and a mailed
 * confirmation, sign-in, sign-out, re-sending the confirmation, and the challenge itself.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PLATFORM_RATE_LIMITS = {
  signUpPerIp: { name: "platform-sign-up:ip", limit: 10, windowMs: HOUR },
  signUpPerEmail: { name: "platform-sign-up:email", limit: 5, windowMs: HOUR },
  signInPerIp: { name: "platform-sign-in:ip", limit: 10, windowMs: MINUTE },
  signInPerEmail: { name: "platform-sign-in:email", limit: 10, windowMs: 15 * MINUTE },
  confirmationPerIp: { name: "platform-confirmation:ip", limit: 10, windowMs: HOUR },
  confirmationPerEmail: { name: "platform-confirmation:email", limit: 3, windowMs: HOUR },
  confirmPerIp: { name: "platform-confirm:ip", limit: 20, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

/** Per address: loopback is not limited (the machine itself or an unnamed proxy, as for sites, decision 015). */
async function limitPerIp(c: Context<PlatformEnv>, rule: RateRule): Promise<Taken | null> {
  const ip = clientIp(c, c.var.services.env.TRUST_PROXY);
  if (isLoopback(ip)) return null;
  return c.var.services.rateLimiter.consume(rule, ip);
}

const limitPerEmail = (c: Context<PlatformEnv>, rule: RateRule, email: string) =>
  c.var.services.rateLimiter.consume(rule, normalizeEmail(email));

const originOf = (c: Context<PlatformEnv>) => platformOrigin(c);

/**
 * The language the sign-up page spoke: the browser's (Accept-Language; the page's form action
 * passes the page request's headers on), as a new account's own language (decision 083).
 */
const requestUiLocale = (c: Context<PlatformEnv>) => personUiLocale(null, c.req.header("accept-language"));

/** Host-only (no Domain), HttpOnly, SameSite=Lax, Secure over HTTPS: no site ever receives it. */
function setSessionCookie(c: Context<PlatformEnv>, token: string) {
  setCookie(c, PLATFORM_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(c.req.raw.headers, c.req.url, c.var.services.env),
    path: "/",
    maxAge: PLATFORM_SESSION_SECONDS,
  });
}

const bad = (problem: { message: string; field: string }) =>
  new AppError("bad_request", problem.message, { field: problem.field });

const email = z.string().max(254, "must be at most 254 characters").default("");
const password = z.string().max(1024, "must be at most 1024 characters").default("");
const altcha = z.string().max(ALTCHA_MAX, `must be at most ${ALTCHA_MAX} characters`).default("").openapi({
  description: "The solved ALTCHA challenge (base64 JSON `{ challenge, solution }`, as the widget sends it)",
});

const messageSchema = z.object({ message: z.string() }).openapi("PlatformMessage");
const signUpResult = z
  .object({ status: z.literal("check_mailbox"), message: z.string() })
  .openapi("PlatformSignUpResult");
const accountResult = z
  .object({ account: z.object({ id: z.number().int(), email: z.string(), is_operator: z.boolean() }) })
  .openapi("PlatformSignedIn");

const LIMIT_429 = jsonError("Too many attempts. Please try again later. (`Retry-After` says when)");

const challengeRoute = createRoute({
  method: "get",
  path: "/platform/altcha",
  tags: ["Platform"],
  summary: "A new ALTCHA proof-of-work challenge for the sign-up and confirmation forms (valid 10 minutes)",
  responses: {
    200: json(
      z
        .object({
          parameters: z.record(z.string(), z.unknown()),
          signature: z.string().optional(),
        })
        .openapi("AltchaChallenge"),
      "The challenge, signed; solve it with altcha-lib's `solveChallenge` (SHA-256)",
    ),
  },
});

const signUpRoute = createRoute({
  method: "post",
  path: "/platform/sign-up",
  tags: ["Platform"],
  summary: "Create a platform account; a confirmation link is mailed (no session until it is followed)",
  description:
    "The same answer whether or not the address has an account (its owner is mailed instead). A new account takes the browser's language (`Accept-Language`, else English) as its own; the mail is in the account's language. Rate limits: 10 per hour per IP, 5 per hour per e-mail. Password rules of site accounts.",
  request: jsonBody(z.object({ email, password, altcha }).openapi("PlatformSignUpBody")),
  responses: {
    201: json(signUpResult, PLATFORM_ACCOUNT_MESSAGES.checkMailbox),
    400: jsonError("Bad input or a missing, wrong, expired or spent ALTCHA: `{ error, field }`"),
    429: LIMIT_429,
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/platform/confirm",
  tags: ["Platform"],
  summary: "Confirm the address from the mailed link's token; signs in (cookie `tessera_platform`)",
  description:
    "The token works once, for 24 hours; a newer link replaces older ones. Rate limit: 20 per minute per IP.",
  request: jsonBody(
    z
      .object({ token: z.string().max(200, "must be at most 200 characters").default("") })
      .openapi("PlatformConfirmBody"),
  ),
  responses: {
    200: json(accountResult, "Confirmed and signed in"),
    400: jsonError(PLATFORM_ACCOUNT_MESSAGES.confirmLinkInvalid),
    429: LIMIT_429,
  },
});

const signInRoute = createRoute({
  method: "post",
  path: "/platform/sign-in",
  tags: ["Platform"],
  summary: "Sign in to the platform (cookie `tessera_platform`, host-only)",
  description:
    "Rate limits: 10 failed attempts per minute per IP, 10 failed attempts per 15 minutes per e-mail (successes are given back).",
  request: jsonBody(z.object({ email, password }).openapi("PlatformSignInBody")),
  responses: {
    200: json(accountResult, "Signed in"),
    400: jsonError("An empty field: `{ error, field }`"),
    401: jsonError(PLATFORM_ACCOUNT_MESSAGES.wrongCredentials),
    403: jsonError("The address is not confirmed yet (`code: email_not_confirmed`), or a cross-site request"),
    429: LIMIT_429,
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/platform/sign-out",
  tags: ["Platform"],
  summary: "End the platform session and clear its cookie",
  responses: {
    200: json(z.object({ ok: z.boolean() }), "Signed out (also when there was no session)"),
    403: jsonError("A cross-site request"),
  },
});

const confirmationRoute = createRoute({
  method: "post",
  path: "/platform/confirmation",
  tags: ["Platform"],
  summary: "Mail a new confirmation link to an unconfirmed account (same answer for any address)",
  description: "Rate limits: 10 per hour per IP, 3 per hour per e-mail.",
  request: jsonBody(z.object({ email, altcha }).openapi("PlatformConfirmationBody")),
  responses: {
    200: json(messageSchema, PLATFORM_ACCOUNT_MESSAGES.confirmationSent),
    400: jsonError("Bad input or a missing, wrong, expired or spent ALTCHA: `{ error, field }`"),
    429: LIMIT_429,
  },
});

export const platformAccountsRouter = createPlatformRouter()
  .openapi(challengeRoute, async (c) => c.json(await createPlatformChallenge(c.var.services), 200))
  .openapi(signUpRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = signUpProblem(input);
    if (problem) throw bad(problem);
    await limitPerIp(c, PLATFORM_RATE_LIMITS.signUpPerIp);
    await limitPerEmail(c, PLATFORM_RATE_LIMITS.signUpPerEmail, input.email);
    await spendPlatformChallenge(c.var.services, input.altcha);
    await signUp(c.var.services, {
      email: input.email,
      password: input.password,
      origin: originOf(c),
      uiLocale: requestUiLocale(c),
    });
    return c.json({ status: "check_mailbox" as const, message: PLATFORM_ACCOUNT_MESSAGES.checkMailbox }, 201);
  })
  .openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid("json");
    if (!token)
      throw new AppError("bad_request", PLATFORM_ACCOUNT_MESSAGES.confirmLinkInvalid, {
        code: "invalid_token",
        field: "token",
      });
    await limitPerIp(c, PLATFORM_RATE_LIMITS.confirmPerIp);
    const { sessionToken, account } = await confirmAccount(c.var.services, token);
    setSessionCookie(c, sessionToken);
    return c.json({ account }, 200);
  })
  .openapi(signInRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = signInProblem(input);
    if (problem) throw bad(problem);
    // Failures count; a right password gives its attempts back (people behind one address sign in freely).
    const perIp = await limitPerIp(c, PLATFORM_RATE_LIMITS.signInPerIp);
    const perEmail = await limitPerEmail(c, PLATFORM_RATE_LIMITS.signInPerEmail, input.email);
    try {
      const { sessionToken, account } = await signIn(c.var.services, input);
      await perIp?.giveBack();
      await perEmail.giveBack();
      setSessionCookie(c, sessionToken);
      return c.json({ account }, 200);
    } catch (error) {
      // A right password of an unconfirmed account is no guess either.
      if (isAppError(error) && error.code === "forbidden") {
        await perIp?.giveBack();
        await perEmail.giveBack();
      }
      throw error;
    }
  })
  .openapi(signOutRoute, async (c) => {
    await closePlatformSession(c.var.services.db, getCookie(c, PLATFORM_SESSION_COOKIE));
    deleteCookie(c, PLATFORM_SESSION_COOKIE, {
      path: "/",
      secure: isSecureRequest(c.req.raw.headers, c.req.url, c.var.services.env),
    });
    return c.json({ ok: true }, 200);
  })
  .openapi(confirmationRoute, async (c) => {
    const input = c.req.valid("json");
    const problem = emailProblem(input.email);
    if (problem) throw bad(problem);
    await limitPerIp(c, PLATFORM_RATE_LIMITS.confirmationPerIp);
    await limitPerEmail(c, PLATFORM_RATE_LIMITS.confirmationPerEmail, input.email);
    await spendPlatformChallenge(c.var.services, input.altcha);
    await resendConfirmation(c.var.services, {
      email: input.email,
      origin: originOf(c),
      uiLocale: requestUiLocale(c),
    });
    return c.json({ message: PLATFORM_ACCOUNT_MESSAGES.confirmationSent }, 200);
  });
