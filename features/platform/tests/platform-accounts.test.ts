import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/auth/password-hash.ts";
import { DEMO_PASSWORD } from "../../../server/db/seed/accounts.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { platformAccounts, platformOutbox, platformTokens } from "../../../server/db/schema/index.ts";
import { accountClient, nextIp } from "../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { CONFIRM_SUBJECT } from "../server/domain/platform-mails.ts";
import { PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";

const PLATFORM = "app.localhost";
const PASSWORD = "Correct-Horse-9";
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "true", PLATFORM_OPERATORS: "boss@example.test" });
  await seedDemoContent({ db: t.db });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Init = { body?: unknown; cookie?: string; ip?: string; method?: string; headers?: Record<string, string> };

function call(path: string, { body, cookie, ip, method, headers }: Init = {}) {
  return t.request(path, {
    host: PLATFORM,
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "x-forwarded-for": ip ?? nextIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie, origin: `http://${PLATFORM}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

/** A challenge from the platform, solved as a browser would (base64 JSON of challenge and solution). */
async function solvedAltcha(): Promise<string> {
  const response = await call("/api/platform/altcha");
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const sessionCookieOf = (response: Response) => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${PLATFORM_SESSION_COOKIE}=`));
  return header ? { header, pair: header.split(";")[0]! } : null;
};

async function signUp(email: string, password = PASSWORD) {
  return call("/api/platform/sign-up", { body: { email, password, altcha: await solvedAltcha() } });
}

async function confirmationToken(email: string, after = 0): Promise<string> {
  // By its link: the subject is in the account's language.
  const mail = await smtp.waitFor(
    email,
    (m) => m.text.includes("/console/confirm?token=") && smtp.mails.indexOf(m) >= after,
  );
  const link = /http:\/\/app\.localhost\/console\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

describe("platform sign-up", () => {
  it("signs up, mails a confirmation, confirms once, and signs in with a host-only cookie", async () => {
    const email = "New.Person@Example.test";
    const response = await signUp(email);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "check_mailbox", message: expect.stringContaining("mailbox") });
    expect(sessionCookieOf(response)).toBeNull();

    const [account] = await t.db
      .select()
      .from(platformAccounts)
      .where(eq(platformAccounts.email, "new.person@example.test"));
    expect(account!.email_verified_at).toBeNull();
    // The site accounts' hash: a site account can be given the same one later.
    expect(account!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword({ hash: account!.password_hash, password: PASSWORD })).toBe(true);

    // Unconfirmed: the right password is refused with a way forward.
    const early = await call("/api/platform/sign-in", { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "email_not_confirmed" });

    const token = await confirmationToken("new.person@example.test");
    const confirmed = await call("/api/platform/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    const cookie = sessionCookieOf(confirmed)!;
    expect(cookie.header).toMatch(/HttpOnly/i);
    expect(cookie.header).toMatch(/SameSite=Lax/i);
    expect(cookie.header).toMatch(/Path=\//);
    expect(cookie.header).not.toMatch(/Domain=/i);
    expect(cookie.header).not.toMatch(/Secure/i);

    const me = await call("/api/platform/me", { cookie: cookie.pair });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      account: { email: "new.person@example.test", email_verified: true, is_operator: false },
    });

    // The link works once.
    const replay = await call("/api/platform/confirm", { body: { token } });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "invalid_token" });
    expect(sessionCookieOf(replay)).toBeNull();

    // Sign out ends the session.
    const out = await call("/api/platform/sign-out", { body: {}, cookie: cookie.pair });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(new RegExp(`${PLATFORM_SESSION_COOKIE}=;`));
    expect((await call("/api/platform/me", { cookie: cookie.pair })).status).toBe(401);

    // And signs in again with the password.
    const again = await call("/api/platform/sign-in", {
      body: { email: " NEW.person@example.test ", password: PASSWORD },
    });
    expect(again.status).toBe(200);
    expect((await call("/api/platform/me", { cookie: sessionCookieOf(again)!.pair })).status).toBe(200);
  });

  it("marks the cookie Secure over HTTPS", async () => {
    await signUp("secure@example.test");
    const token = await confirmationToken("secure@example.test");
    const confirmed = await call("/api/platform/confirm", {
      body: { token },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(confirmed.status).toBe(200);
    expect(sessionCookieOf(confirmed)!.header).toMatch(/Secure/);
  });

  it("makes a PLATFORM_OPERATORS address an operator on confirmation", async () => {
    await signUp("Boss@example.test");
    const confirmed = await call("/api/platform/confirm", {
      body: { token: await confirmationToken("boss@example.test") },
    });
    expect(await confirmed.json()).toMatchObject({ account: { email: "boss@example.test", is_operator: true } });
  });

  it("answers a registered address like a new one, and mails its owner instead", async () => {
    await signUp("taken@example.test");
    await call("/api/platform/confirm", { body: { token: await confirmationToken("taken@example.test") } });
    const before = smtp.mails.length;
    const again = await signUp("taken@example.test", "Other-Password-1");
    expect(again.status).toBe(201);
    const mail = await smtp.waitFor("taken@example.test", (m) => smtp.mails.indexOf(m) >= before);
    expect(mail.subject).toBe("Your Tessera account");
    expect(mail.text).toContain("http://app.localhost/console/sign-in");
    // The password did not change.
    expect(
      (await call("/api/platform/sign-in", { body: { email: "taken@example.test", password: PASSWORD } })).status,
    ).toBe(200);
  });

  it("re-sends the confirmation: the newest link works, the older does not", async () => {
    await signUp("slow@example.test");
    const first = await confirmationToken("slow@example.test");
    const before = smtp.mails.length;
    const resent = await call("/api/platform/confirmation", {
      body: { email: "slow@example.test", altcha: await solvedAltcha() },
    });
    expect(resent.status).toBe(200);
    const second = await confirmationToken("slow@example.test", before);
    expect(second).not.toBe(first);
    expect((await call("/api/platform/confirm", { body: { token: first } })).status).toBe(400);
    expect((await call("/api/platform/confirm", { body: { token: second } })).status).toBe(200);
    // An unknown address gets the same answer.
    const unknown = await call("/api/platform/confirmation", {
      body: { email: "nobody@example.test", altcha: await solvedAltcha() },
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await resent.clone().json());
  });

  it("refuses an expired confirmation link", async () => {
    await signUp("late@example.test");
    const token = await confirmationToken("late@example.test");
    await t.db
      .update(platformTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(platformTokens.email, "late@example.test"));
    expect((await call("/api/platform/confirm", { body: { token } })).status).toBe(400);
  });
});

describe("platform sign-in", () => {
  it("says 'Wrong e-mail or password' for a wrong password and for an unknown address alike", async () => {
    await signUp("known@example.test");
    await call("/api/platform/confirm", { body: { token: await confirmationToken("known@example.test") } });
    const wrong = await call("/api/platform/sign-in", {
      body: { email: "known@example.test", password: "Wrong-pass-1" },
    });
    const unknown = await call("/api/platform/sign-in", { body: { email: "ghost@example.test", password: PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it("limits failed sign-ins per IP with 429 and Retry-After", async () => {
    const ip = nextIp();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++)
      last = await call("/api/platform/sign-in", { ip, body: { email: `nobody${i}@example.test`, password: "x" } });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the bot check", () => {
  let bots = 0;
  const body = (altcha?: string) => ({
    email: `bot${++bots}@example.test`,
    password: PASSWORD,
    ...(altcha === undefined ? {} : { altcha }),
  });

  it("refuses a missing, malformed, forged or replayed proof of work with 400 on the altcha field", async () => {
    for (const altcha of [undefined, "", "not base64 json", Buffer.from("{}").toString("base64")]) {
      const response = await call("/api/platform/sign-up", { body: body(altcha) });
      expect(response.status, String(altcha)).toBe(400);
      expect(await response.json()).toMatchObject({ field: "altcha" });
    }
    // A wrong key (the key is the proof: the server checks it against its signature).
    const solved = JSON.parse(Buffer.from(await solvedAltcha(), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    solved.solution.derivedKey = solved.solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const wrong = await call("/api/platform/sign-up", {
      body: body(Buffer.from(JSON.stringify(solved)).toString("base64")),
    });
    expect(wrong.status).toBe(400);
    // A challenge made up by the client (no valid signature).
    const forged = { ...solved, challenge: { ...solved.challenge, signature: "0".repeat(64) } };
    expect(
      (await call("/api/platform/sign-up", { body: body(Buffer.from(JSON.stringify(forged)).toString("base64")) }))
        .status,
    ).toBe(400);
    // A solved challenge counts once.
    const altcha = await solvedAltcha();
    expect(
      (await call("/api/platform/sign-up", { body: { ...body(altcha), email: "once@example.test" } })).status,
    ).toBe(201);
    const replayed = await call("/api/platform/sign-up", { body: { ...body(altcha), email: "twice@example.test" } });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ field: "altcha", error: expect.stringContaining("already used") });
    expect(await t.db.$count(platformAccounts, eq(platformAccounts.email, "twice@example.test"))).toBe(0);
  });

  it("limits sign-ups per address with 429 and Retry-After", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 6; i++) last = await signUp("often@example.test");
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits sign-ups per IP", async () => {
    const ip = nextIp();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++)
      last = await call("/api/platform/sign-up", { ip, body: { email: `ip${i}@example.test`, password: PASSWORD } });
    expect(last!.status).toBe(429);
  });
});

describe("hostile input", () => {
  it("answers 400, never 500", async () => {
    const cases: unknown[] = [
      { email: "a".repeat(300) + "@example.test", password: PASSWORD, altcha: "x" },
      { email: "not an address", password: PASSWORD, altcha: "x" },
      { email: "nul\u0000@example.test", password: PASSWORD, altcha: "x" },
      { email: "weak@example.test", password: "short", altcha: "x" },
      { email: "weak@example.test", password: "x".repeat(2000), altcha: "x" },
      { email: "weak@example.test", password: PASSWORD, altcha: "x".repeat(5000) },
      { email: 42, password: [], altcha: {} },
      "not json",
    ];
    for (const body of cases) {
      const response = await call("/api/platform/sign-up", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toHaveProperty("error");
    }
    for (const body of [{ token: "x".repeat(500) }, { token: "\u0000" }, { token: 5 }]) {
      expect((await call("/api/platform/confirm", { body })).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { email: "", password: "" },
      { email: "a\u0000b", password: "x" },
    ]) {
      expect((await call("/api/platform/sign-in", { body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("platform and site sessions", () => {
  it("are strangers: a site session is nothing on the platform, a platform session nothing on a site", async () => {
    const site = accountClient(t, "localhost");
    const siteCookie = await site.signIn("admin@brightpath.localhost", DEMO_PASSWORD);
    expect((await call("/api/platform/me", { cookie: siteCookie })).status).toBe(401);

    await signUp("both@example.test");
    const confirmed = await call("/api/platform/confirm", {
      body: { token: await confirmationToken("both@example.test") },
    });
    const platformCookie = sessionCookieOf(confirmed)!.pair;
    const onSite = await t.request("/api/me", { host: "localhost", headers: { cookie: platformCookie } });
    const anonymous = await t.request("/api/me", { host: "localhost" });
    expect(await onSite.text()).toBe(await anonymous.text());
    // The platform's API is not on a site's host at all.
    expect((await t.request("/api/platform/sign-in", { host: "localhost", method: "POST" })).status).toBe(404);
  });
});

describe("without SMTP_URL", () => {
  it("keeps the confirmation in the platform's outbox without its link", async () => {
    const local = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const challenge = (await (await local.request("/api/platform/altcha", { host: PLATFORM })).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const response = await local.request("/api/platform/sign-up", {
        host: PLATFORM,
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
        body: JSON.stringify({
          email: "outbox@example.test",
          password: PASSWORD,
          altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
        }),
      });
      expect(response.status).toBe(201);
      let rows: (typeof platformOutbox.$inferSelect)[] = [];
      for (let i = 0; i < 50 && rows.length === 0; i++) {
        rows = await local.db.select().from(platformOutbox);
        if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(rows[0]).toMatchObject({ to_address: "outbox@example.test", subject: CONFIRM_SUBJECT });
      expect(rows[0]!.text).not.toContain("token=");
    } finally {
      await local.close();
    }
  });
});

describe("a platform account's language (decision 083)", () => {
  const signUpIn = async (email: string, acceptLanguage: string) =>
    call("/api/platform/sign-up", {
      body: { email, password: PASSWORD, altcha: await solvedAltcha() },
      headers: { "accept-language": acceptLanguage },
    });
  const languageOf = async (email: string) =>
    (
      await t.db
        .select({ uiLocale: platformAccounts.ui_locale })
        .from(platformAccounts)
        .where(eq(platformAccounts.email, email))
    )[0]?.uiLocale;

  it("keeps the sign-up page's language as the account's, and confirms the address in it", async () => {
    expect((await signUpIn("lucia@example.test", "es-MX,es;q=0.9,en;q=0.5")).status).toBe(201);
    expect(await languageOf("lucia@example.test")).toBe("es");
    const mail = await smtp.waitFor("lucia@example.test");
    expect(mail.subject).toBe("Confirma tu cuenta de Tessera");
    expect(mail.text).toContain("Confirma tu dirección de correo electrónico para terminar de crear tu cuenta:");
    expect(mail.html).toContain(">Confirmar mi dirección</a>");
    expect(mail.html).not.toContain('dir="rtl"');
  });

  it("writes an Arabic account's mail right to left", async () => {
    expect((await signUpIn("layla@example.test", "ar")).status).toBe(201);
    expect(await languageOf("layla@example.test")).toBe("ar");
    const mail = await smtp.waitFor("layla@example.test");
    expect(mail.subject).toBe("أكّد حسابك على Tessera");
    expect(mail.html).toMatch(/^<div dir="rtl">/);
  });

  it("mails the owner of a registered address in the account's language, not the one of whoever typed it", async () => {
    expect((await signUpIn("jan@example.test", "pl")).status).toBe(201);
    await call("/api/platform/confirm", { body: { token: await confirmationToken("jan@example.test") } });
    const before = smtp.mails.length;
    expect((await signUpIn("jan@example.test", "de-DE")).status).toBe(201);
    const mail = await smtp.waitFor("jan@example.test", (m) => smtp.mails.indexOf(m) >= before);
    expect(mail.subject).toBe("Twoje konto Tessera");
    expect(await languageOf("jan@example.test")).toBe("pl");
  });

  it("is changed by PUT /api/platform/ui-language, for the signed-in account only, and read back by /me", async () => {
    expect((await signUpIn("kai@example.test", "en")).status).toBe(201);
    const confirmed = await call("/api/platform/confirm", {
      body: { token: await confirmationToken("kai@example.test") },
    });
    const cookie = sessionCookieOf(confirmed)!.pair;
    const put = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = { cookie }) =>
      call("/api/platform/ui-language", { method: "PUT", body, ...init });

    expect((await put({ uiLocale: "ja" })).status).toBe(200);
    expect(await languageOf("kai@example.test")).toBe("ja");
    expect(await (await call("/api/platform/me", { cookie })).json()).toMatchObject({
      account: { email: "kai@example.test", ui_locale: "ja" },
    });
    expect((await put({ uiLocale: "xx" })).status).toBe(400);
    expect((await put({ uiLocale: "de" }, {})).status).toBe(401);
    // From another site's page: refused, as every platform write with the cookie.
    expect((await put({ uiLocale: "de" }, { cookie, headers: { origin: "http://evil.example" } })).status).toBe(403);
    expect(await languageOf("kai@example.test")).toBe("ja");
    expect((await put({ uiLocale: null })).status).toBe(200);
    expect(await languageOf("kai@example.test")).toBeNull();
  });
});
