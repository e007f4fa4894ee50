import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "../../../../server/auth/password-hash.ts";
import type { Db } from "../../../../server/db/client.ts";
import { platformAccounts, platformTokens } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";
import { enqueueMail } from "../../../../server/domain/email/enqueue-mail.ts";
import { staffLocale } from "../../../../server/domain/email/staff-mail.ts";
import { AppError } from "../../../../server/errors.ts";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { CONSOLE_PATH } from "../../shared/paths.ts";
import { PLATFORM_ACCOUNT_MESSAGES } from "../../shared/account-rules.ts";
import { alreadyRegisteredMail, confirmationMail } from "./platform-mails.ts";
import { openPlatformSession, randomToken, sha256 } from "./platform-session.ts";

/**
 * Platform accounts (decision 062): sign-up with a mailed confirmation, no session before it;
 * sign-in; re-sending the confirmation. Rows belong to no organization (`asSystem`). Passwords are
 * hashed like a site account's (server/auth/password-hash.ts), so a site account can be given the
 * same hash later.
 */
export const CONFIRM_TOKEN_SECONDS = 24 * 60 * 60;

const SYSTEM = "platform accounts belong to no organization";
/** Confirmation tokens have no organization (the table's column is for hand-offs and invitations). */
const TOKENS = "a platform confirmation token belongs to no organization";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new confirmation token for `accountId`; every earlier one of the account stops working. */
async function newConfirmation(db: Db, accountId: number, email: string): Promise<string> {
  await crossTenant(db, TOKENS)
    .update(platformTokens)
    .set({ used_at: new Date() })
    .where(
      and(eq(platformTokens.kind, "confirm"), eq(platformTokens.account_id, accountId), isNull(platformTokens.used_at)),
    );
  const token = randomToken();
  await crossTenant(db, TOKENS)
    .insert(platformTokens)
    .values({
      kind: "confirm",
      token_hash: sha256(token),
      account_id: accountId,
      email,
      expires_at: new Date(Date.now() + CONFIRM_TOKEN_SECONDS * 1000),
    });
  return token;
}

const confirmLink = (origin: string, token: string) =>
  `${origin}${CONSOLE_PATH}/confirm?${new URLSearchParams({ token })}`;

/**
 * Creates an unconfirmed account and mails the confirmation link. The answer is the same whether
 * or not the address has an account: a confirmed one gets a mail saying so; an unconfirmed one
 * takes the new password (whoever reads the mailbox decides, by the newest link, which password
 * the account has) and a new link, the earlier ones dead.
 */
export async function signUp(
  services: Services,
  {
    email: rawEmail,
    password,
    origin,
    uiLocale,
  }: { email: string; password: string; origin: string; uiLocale: UiLocale },
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const passwordHash = await hashPassword(password);
  await asSystem(SYSTEM, () =>
    services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(platformAccounts)
        // The language the sign-up page spoke becomes the account's (decision 083).
        .values({ email, password_hash: passwordHash, ui_locale: uiLocale })
        .onConflictDoNothing({ target: platformAccounts.email })
        .returning({ id: platformAccounts.id });
      if (created) {
        const link = confirmLink(origin, await newConfirmation(tx, created.id, email));
        await enqueueMail(tx, confirmationMail({ to: email, link, locale: uiLocale }));
        return;
      }
      const [existing] = await tx
        .select({
          id: platformAccounts.id,
          verified: platformAccounts.email_verified_at,
          uiLocale: platformAccounts.ui_locale,
        })
        .from(platformAccounts)
        .where(eq(platformAccounts.email, email))
        .for("update");
      // Deleted between the two statements: nothing to tell anyone.
      if (!existing) return;
      // The account's own language, not the one of whoever typed its address in.
      const locale = staffLocale(existing.uiLocale, uiLocale);
      if (existing.verified) {
        const signInLink = `${origin}${CONSOLE_PATH}/sign-in`;
        await enqueueMail(tx, alreadyRegisteredMail({ to: email, signInLink, locale }));
        return;
      }
      await tx
        .update(platformAccounts)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where(eq(platformAccounts.id, existing.id));
      const link = confirmLink(origin, await newConfirmation(tx, existing.id, email));
      await enqueueMail(tx, confirmationMail({ to: email, link, locale }));
    }),
  );
  services.jobs.wake();
}

/** Mails a new confirmation link to an unconfirmed account; nothing (and the same answer) otherwise. */
export async function resendConfirmation(
  services: Services,
  { email: rawEmail, origin, uiLocale }: { email: string; origin: string; uiLocale: UiLocale },
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const sent = await asSystem(SYSTEM, () =>
    services.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: platformAccounts.id, uiLocale: platformAccounts.ui_locale })
        .from(platformAccounts)
        .where(and(eq(platformAccounts.email, email), isNull(platformAccounts.email_verified_at)))
        .for("update");
      if (!account) return false;
      const link = confirmLink(origin, await newConfirmation(tx, account.id, email));
      await enqueueMail(tx, confirmationMail({ to: email, link, locale: staffLocale(account.uiLocale, uiLocale) }));
      return true;
    }),
  );
  if (sent) services.jobs.wake();
}

/**
 * Redeems a confirmation token (one UPDATE: single use, unexpired), confirms the address, makes a
 * PLATFORM_OPERATORS address an operator, and opens a session: the cookie's token. Throws 400 for a
 * token that is unknown, used, replaced or expired.
 */
export type SignedIn = { sessionToken: string; account: { id: number; email: string; is_operator: boolean } };

export async function confirmAccount(services: Services, token: string): Promise<SignedIn> {
  const operators = services.env.PLATFORM_OPERATORS;
  const account = await asSystem(SYSTEM, () =>
    services.db.transaction(async (tx) => {
      const [redeemed] = await crossTenant(tx, TOKENS)
        .update(platformTokens)
        .set({ used_at: new Date() })
        .where(
          and(
            eq(platformTokens.token_hash, sha256(token)),
            eq(platformTokens.kind, "confirm"),
            isNull(platformTokens.used_at),
            gt(platformTokens.expires_at, new Date()),
          ),
        )
        .returning({ accountId: platformTokens.account_id });
      if (!redeemed?.accountId) return null;
      const [account] = await tx
        .update(platformAccounts)
        .set({
          email_verified_at: sql`coalesce(${platformAccounts.email_verified_at}, now())`,
          is_operator:
            operators.length > 0
              ? sql`${platformAccounts.is_operator} or ${platformAccounts.email} in (${sql.join(
                  operators.map((address) => sql`${address}`),
                  sql`, `,
                )})`
              : platformAccounts.is_operator,
          updated_at: new Date(),
        })
        .where(eq(platformAccounts.id, redeemed.accountId))
        .returning({
          id: platformAccounts.id,
          email: platformAccounts.email,
          is_operator: platformAccounts.is_operator,
        });
      return account ?? null;
    }),
  );
  if (!account)
    throw new AppError("bad_request", PLATFORM_ACCOUNT_MESSAGES.confirmLinkInvalid, { code: "invalid_token" });
  return { sessionToken: await openPlatformSession(services.db, account.id), account };
}

/**
 * Checks e-mail and password (the time of a real check is spent when there is no account, so the
 * answer's timing does not tell which addresses exist). 401 for a wrong pair; 403 for a right pair
 * of an unconfirmed account; else a new session's token.
 */
export async function signIn(
  services: Services,
  { email: rawEmail, password }: { email: string; password: string },
): Promise<SignedIn> {
  const email = normalizeEmail(rawEmail);
  const [account] = await asSystem(SYSTEM, () =>
    services.db
      .select({
        id: platformAccounts.id,
        isOperator: platformAccounts.is_operator,
        hash: platformAccounts.password_hash,
        verified: platformAccounts.email_verified_at,
      })
      .from(platformAccounts)
      .where(eq(platformAccounts.email, email))
      .limit(1),
  );
  if (!account) {
    await verifyDummyPassword(password);
    throw new AppError("unauthorized", PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, { code: "invalid_credentials" });
  }
  if (!(await verifyPassword({ hash: account.hash, password })))
    throw new AppError("unauthorized", PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, { code: "invalid_credentials" });
  if (!account.verified)
    throw new AppError("forbidden", PLATFORM_ACCOUNT_MESSAGES.confirmFirst, { code: "email_not_confirmed" });
  return {
    sessionToken: await openPlatformSession(services.db, account.id),
    account: { id: account.id, email, is_operator: account.isOperator },
  };
}
