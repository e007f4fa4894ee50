import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import { AUTH_COOKIE_PREFIX } from "../../shared/rules/session-cookie.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/rules/auth-rules.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { trackBackground } from "../background-work.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { organizationField, organizationScopedAdapter } from "./tenant-scope.ts";

/** Sliding lifetime: a session used at least once a week stays alive… */
export const SESSION_SLIDING_SECONDS = 7 * 24 * 60 * 60;
/** …but never longer than 30 days after sign-in (ASVS 5.0 §7.3 absolute lifetime). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/** What a reset mail needs and Better Auth's callback does not carry: set around each request. */
export type ResetMailSender = (input: { userId: string; email: string; name: string; token: string }) => Promise<void>;
export const resetMailContext = new AsyncLocalStorage<ResetMailSender>();

function buildAuth({ db, secret, secure, logger }: { db: Db; secret: string; secure: boolean; logger: Logger }) {
  return betterAuth({
    appName: "Tessera",
    // Links are built by us from the tenant's own origin; Better Auth's handler is not mounted.
    baseURL: "http://localhost",
    secret,
    // Every query confined to the request's organization: accounts belong to one site (decision 013).
    database: organizationScopedAdapter(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: schema.users,
          session: schema.sessions,
          account: schema.accounts,
          verification: schema.verifications,
        },
      }),
    ),
    user: { additionalFields: organizationField },
    verification: { additionalFields: organizationField },
    emailAndPassword: {
      enabled: true,
      // Verification is per organization: the sign-in use case checks it, Better Auth never does.
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const send = resetMailContext.getStore();
        if (!send) throw new Error("password reset requested outside a request");
        await send({ userId: user.id, email: user.email, name: user.name, token });
      },
    },
    session: {
      additionalFields: organizationField,
      expiresIn: SESSION_SLIDING_SECONDS,
      updateAge: 24 * 60 * 60,
      // Every request reads the database, so a revoked session stops at once on every instance.
      cookieCache: { enabled: false },
    },
    // Our rate limits (server/http/rate-limit.ts) are shared across instances; Better Auth's
    // apply only to its own handler, which is not mounted.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
      // Mails are sent after the answer, so a reset for a real account takes as long as for none.
      backgroundTasks: {
        handler: (promise) => {
          trackBackground(
            Promise.resolve(promise).catch((error: unknown) =>
              logger.error({ err: error }, "background auth task failed"),
            ),
          );
        },
      },
    },
    plugins: [bearer()],
    logger: {
      log: (level, message, ...args) => {
        // A wrong password or unknown address is logged by our sign-in use case as a security
        // event with its organization; Better Auth's own line would only repeat it without context.
        const expected = /^(invalid password|user not found|invalid email or password)/i.test(message);
        const method = expected
          ? "debug"
          : level === "error"
            ? "error"
            : level === "warn"
              ? "warn"
              : level === "info"
                ? "info"
                : "debug";
        logger[method]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

export type AuthService = {
  /** The Better Auth instance for plain HTTP or for HTTPS (`__Secure-` cookie, `Secure` flag). */
  get(secure: boolean): Promise<Auth>;
  secret(): Promise<string>;
};

/** Built on first use: the generated secret may need the migrated database. */
export function createAuthService({ env, db, logger }: { env: Env; db: Db; logger: Logger }): AuthService {
  let secret: Promise<string> | undefined;
  const instances = new Map<boolean, Promise<Auth>>();
  const getSecret = () => {
    secret ??= resolveAuthSecret({ configured: env.AUTH_SECRET, db }).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    secret: getSecret,
    get(secure) {
      let instance = instances.get(secure);
      if (!instance) {
        instance = getSecret().then((value) => buildAuth({ db, secret: value, secure, logger }));
        instances.set(secure, instance);
      }
      return instance;
    },
  };
}
