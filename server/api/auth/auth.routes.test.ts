import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { accountClient, cookieHeader, linkIn } from "../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { accounts, emailOutbox, memberships, profiles, sessions, users } from "../../db/schema/index.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { emailButtonColor } from "../../domain/email/email-color.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let open: ReturnType<typeof accountClient>;
let strict: ReturnType<typeof accountClient>;
let openOrgId: number;
let strictOrgId: number;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  openOrgId = (
    await createOrganization({
      db: t.db,
      name: "Open Org",
      hosts: ["open.localhost"],
      settings: { language: "en", supported_locales: ["en", "es"], require_email_verification: false },
    })
  ).id;
  strictOrgId = (
    await createOrganization({
      db: t.db,
      name: "Strict Org",
      hosts: ["strict.localhost"],
      settings: {
        language: "en",
        supported_locales: ["en", "de"],
        primary_color: "emerald",
        primary_shade: 600,
        require_email_verification: true,
      },
    })
  ).id;
  open = accountClient(t, "open.localhost");
  strict = accountClient(t, "strict.localhost");
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /api/auth/register", () => {
  it("creates the account, its profile and a user role in the host's organization, and signs in", async () => {
    const res = await open.register({ username: "alice", email: "Alice@Example.com", fullName: "Alice Liddell" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "signed_in", redirectTo: "/account/profile" });
    expect(res.headers.get("set-cookie")).toMatch(
      /tessera\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(res.headers.get("set-auth-token")).toBeTruthy();

    const me = await (await open.get("/api/me", { cookie: cookieHeader(res) })).json();
    expect(me).toMatchObject({
      user: { email: "alice@example.com", name: "Alice Liddell", username: "alice" },
      isAdmin: false,
      organizationId: openOrgId,
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, "alice@example.com"));
    expect(profile).toMatchObject({ organization_id: openOrgId, username: "alice", full_name: "Alice Liddell" });
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.user_id, profile!.user_id));
    expect(membership).toMatchObject({ organization_id: openOrgId, role: "user" });

    const welcome = await smtp.waitFor("alice@example.com", (mail) => mail.subject === "Welcome to Open Org");
    expect(welcome.text).toContain("http://open.localhost/account/profile");
  });

  it("stores an argon2id hash with the production parameters (19 MiB, t=2, p=1)", async () => {
    await open.register({ email: "hash@example.com" });
    const [row] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, "hash@example.com"));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers the email-exists message for a registered address, whatever its case", async () => {
    const res = await open.register({ email: "ALICE@example.com" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: AUTH_MESSAGES.emailExists, code: "email_exists" });
  });

  it("gives the first validation error with its field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ username: "", email: "a@b.co", password: "Passw0rd-ok" }, AUTH_MESSAGES.fillAllFields, "username"],
      [{ username: "ab", email: "bad", password: "x" }, AUTH_MESSAGES.usernameTooShort, "username"],
      [{ username: "abc", email: "bad", password: "x" }, AUTH_MESSAGES.invalidEmail, "email"],
      [{ username: "abc", email: "a@b.co", password: "Short1" }, AUTH_MESSAGES.passwordTooShort, "password"],
      [{ username: "abc", email: "a@b.co", password: "alllowercase1" }, AUTH_MESSAGES.passwordUppercase, "password"],
      [{ username: "abc", email: "a@b.co", password: "ALLUPPERCASE1" }, AUTH_MESSAGES.passwordLowercase, "password"],
      [{ username: "abc", email: "a@b.co", password: "NoNumbersHere" }, AUTH_MESSAGES.passwordNumber, "password"],
    ];
    for (const [body, error, field] of cases) {
      const res = await open.post("/api/auth/register", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error, field });
    }
    const wrongType = await open.post("/api/auth/register", { username: 5, email: "a@b.co", password: "Passw0rd-ok" });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).field).toBe("username");
  });

  it("accepts a 128-character password whole and refuses 129", async () => {
    const long = "Aa1" + "x".repeat(125);
    expect((await open.register({ email: "long@example.com", password: long })).status).toBe(200);
    // Not truncated: the same password with its last character changed does not sign in.
    expect(
      (await open.post("/api/auth/login", { email: "long@example.com", password: long.slice(0, -1) + "y" })).status,
    ).toBe(401);
    await open.signIn("long@example.com", long);

    const res = await open.register({ email: "toolong@example.com", password: long + "x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: AUTH_MESSAGES.passwordTooLong, field: "password" });
  });

  it("keeps the account and warns when the welcome mail cannot be sent", async () => {
    smtp.state.fail = true;
    try {
      const res = await open.register({ email: "nomail@example.com" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: "signed_in",
        redirectTo: "/account/profile",
        warning: AUTH_MESSAGES.welcomeEmailFailed("welcome"),
      });
    } finally {
      smtp.state.fail = false;
    }
    await open.signIn("nomail@example.com");
    // With SMTP configured nothing is kept in the outbox (it exists only for machines without SMTP).
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "nomail@example.com"))).toEqual([]);
  });

  it("ignores an organization named in the body: the account joins the host's organization", async () => {
    await open.post("/api/auth/register", {
      username: "mallory",
      email: "mallory@example.com",
      password: "Passw0rd-ok",
      organization_id: strictOrgId,
    });
    const rows = await t.db
      .select({ org: profiles.organization_id })
      .from(profiles)
      .where(eq(profiles.email, "mallory@example.com"));
    expect(rows).toEqual([{ org: openOrgId }]);
  });
});

describe("e-mail verification per organization", () => {
  it("asks to confirm, refuses sign-in until the mailed link is opened, then signs in", async () => {
    const res = await strict.register({ email: "vera@example.com", locale: "de" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "verify_email", message: AUTH_MESSAGES.checkEmail });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, "vera@example.com")),
    ).toEqual([]);

    const early = await strict.post("/api/auth/login", { email: "vera@example.com", password: "Passw0rd-ok" });
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: AUTH_MESSAGES.emailNotConfirmed, code: "email_not_verified" });
    expect(early.headers.getSetCookie()).toEqual([]);
    // A wrong password stays "invalid credentials": the confirmation state is not revealed.
    expect((await strict.post("/api/auth/login", { email: "vera@example.com", password: "Wrong-pass1" })).status).toBe(
      401,
    );

    const mail = await smtp.waitFor("vera@example.com", (m) => m.subject.includes("E-Mail-Adresse"));
    // The organization's emerald-600, at the shade white button text stays readable on (emerald-700),
    // as hex: mail clients know no oklch().
    expect(mail.raw).toContain(emailButtonColor("emerald-600"));
    expect(emailButtonColor("emerald-600")).toMatch(/^#[0-9a-f]{6}$/);
    const link = linkIn(mail.text, "/api/auth/verify-email");
    expect(link.host).toBe("strict.localhost");
    const opened = await strict.get(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/de/login?verified=1");

    await strict.signIn("vera@example.com");
  });

  it("sends a tampered or expired link to /login?verified=0", async () => {
    const res = await strict.get("/api/auth/verify-email?token=not-a-token");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?verified=0");
  });
});

describe("POST /api/auth/login and sessions", () => {
  it("answers the same for an unknown address and a wrong password", async () => {
    const unknown = await open.post("/api/auth/login", { email: "nobody@example.com", password: "Passw0rd-ok" });
    const wrong = await open.post("/api/auth/login", { email: "alice@example.com", password: "Wrong-pass1" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("requires both fields and trims the e-mail", async () => {
    const res = await open.post("/api/auth/login", { email: "  ", password: "x" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.fillAllFields);
    const ok = await open.post("/api/auth/login", { email: "  alice@example.com ", password: "Passw0rd-ok" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ user: { email: "alice@example.com" }, isAdmin: false });
  });

  it("sets a browser-session cookie without rememberMe and a persistent one with it", async () => {
    const session = await open.post("/api/auth/login", {
      email: "alice@example.com",
      password: "Passw0rd-ok",
      rememberMe: false,
    });
    const token = session.headers.getSetCookie().find((c) => c.startsWith("tessera.session_token="))!;
    expect(token).not.toMatch(/Max-Age|Expires/i);
    const persistent = await open.post("/api/auth/login", {
      email: "alice@example.com",
      password: "Passw0rd-ok",
      rememberMe: true,
    });
    const lasting = persistent.headers.getSetCookie().find((c) => c.startsWith("tessera.session_token="))!;
    expect(lasting).toMatch(/Max-Age=604800/);
  });

  it("marks the cookie Secure with the __Secure- prefix behind HTTPS", async () => {
    const res = await open.post(
      "/api/auth/login",
      { email: "alice@example.com", password: "Passw0rd-ok" },
      {
        headers: { "x-forwarded-proto": "https", origin: "https://open.localhost" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/__Secure-tessera\.session_token=[^;]+;.*Secure/);
  });

  it("accepts the bearer token for the same session", async () => {
    const res = await open.post("/api/auth/login", { email: "alice@example.com", password: "Passw0rd-ok" });
    const token = res.headers.get("set-auth-token")!;
    const me = await t.request("/api/me", { host: "open.localhost", headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user.email).toBe("alice@example.com");
    const forged = await t.request("/api/me", {
      host: "open.localhost",
      headers: { authorization: `Bearer ${token.slice(0, -3)}abc` },
    });
    expect((await forged.json()).user).toBeNull();
  });

  it("signs out this session, and everywhere ends every session", async () => {
    const first = await open.signIn("alice@example.com");
    const second = await open.signIn("alice@example.com");
    const out = await open.post("/api/auth/sign-out", {}, { cookie: first });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(out.headers.get("set-cookie")).toMatch(/tessera\.session_token=; Max-Age=0/);
    expect((await (await open.get("/api/me", { cookie: first })).json()).user).toBeNull();
    expect((await (await open.get("/api/me", { cookie: second })).json()).user).not.toBeNull();

    const third = await open.signIn("alice@example.com");
    expect((await open.post("/api/auth/sign-out-everywhere", {}, { cookie: third })).status).toBe(200);
    for (const cookie of [second, third])
      expect((await (await open.get("/api/me", { cookie })).json()).user).toBeNull();
  });

  it("refuses a session older than 30 days even when it was refreshed", async () => {
    const cookie = await open.signIn("alice@example.com");
    const token = decodeURIComponent(/tessera\.session_token=([^.;]+)/.exec(cookie)![1]!);
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000),
        expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
      })
      .where(eq(sessions.token, token));
    expect((await (await open.get("/api/me", { cookie })).json()).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it("knows an address only on the site where it registered", async () => {
    // hash@example.com registered on the open site: on the strict site it is unknown.
    const res = await strict.post("/api/auth/login", { email: "hash@example.com", password: "Passw0rd-ok" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_credentials" });
  });
});

describe("password reset", () => {
  it("mails a locale-prefixed, single-use link that changes the password and ends every session", async () => {
    const before = await open.signIn("alice@example.com");
    const res = await open.post("/api/auth/password-reset/request", { email: "alice@example.com", locale: "es" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.resetEmailSent });
    const mail = await smtp.waitFor("alice@example.com", (m) => m.subject.includes("Restablezca"));
    const link = linkIn(mail.text, "/es/reset-password?token=");
    expect(link.origin).toBe("http://open.localhost");
    const token = link.searchParams.get("token")!;

    const weak = await open.post("/api/auth/password-reset/confirm", { token, password: "weak" });
    expect(await weak.json()).toEqual({ error: AUTH_MESSAGES.passwordTooShort, field: "password" });

    const done = await open.post("/api/auth/password-reset/confirm", { token, password: "New-passw0rd" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await (await open.get("/api/me", { cookie: before })).json()).user).toBeNull();
    expect((await open.post("/api/auth/login", { email: "alice@example.com", password: "Passw0rd-ok" })).status).toBe(
      401,
    );
    await open.signIn("alice@example.com", "New-passw0rd");

    const again = await open.post("/api/auth/password-reset/confirm", { token, password: "Other-passw0rd" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: AUTH_MESSAGES.resetLinkInvalid,
      code: "invalid_token",
      field: "token",
    });
  });

  it("links without a prefix in the site's default language", async () => {
    await open.post("/api/auth/password-reset/request", { email: "hash@example.com" });
    const mail = await smtp.waitFor("hash@example.com", (m) => m.subject.startsWith("Reset your"));
    expect(linkIn(mail.text, "/reset-password?token=").pathname).toBe("/reset-password");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const res = await open.post("/api/auth/password-reset/request", { email: "ghost@example.com" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.resetEmailSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.envelope.to.includes("ghost@example.com"))).toEqual([]);
  });

  it("requires an e-mail", async () => {
    const res = await open.post("/api/auth/password-reset/request", { email: " " });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.resetEmailRequired);
  });

  it("refuses an expired link", async () => {
    await open.post("/api/auth/password-reset/request", { email: "hash@example.com", locale: "es" });
    const mail = await smtp.waitFor("hash@example.com", (m) => m.subject.includes("Restablezca"));
    const token = linkIn(mail.text, "/es/reset-password?token=").searchParams.get("token")!;
    const { verifications } = await import("../../db/schema/index.ts");
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await open.post("/api/auth/password-reset/confirm", { token, password: "New-passw0rd" });
    expect(await res.json()).toMatchObject({ code: "invalid_token" });
  });
});

describe("POST /api/account/password", () => {
  it("changes the password with the current one and ends the other sessions", async () => {
    await open.register({ email: "changer@example.com" });
    const other = await open.signIn("changer@example.com");
    const mine = await open.signIn("changer@example.com");
    const wrong = await open.post(
      "/api/account/password",
      { currentPassword: "Nope-nope1", newPassword: "Next-passw0rd" },
      { cookie: mine },
    );
    expect(wrong.status).toBe(401);
    const res = await open.post(
      "/api/account/password",
      { currentPassword: "Passw0rd-ok", newPassword: "Next-passw0rd" },
      { cookie: mine },
    );
    expect(res.status).toBe(200);
    expect((await (await open.get("/api/me", { cookie: other })).json()).user).toBeNull();
    await open.signIn("changer@example.com", "Next-passw0rd");
  });

  it("needs a session", async () => {
    const res = await open.post("/api/account/password", { currentPassword: "a", newPassword: "b" });
    expect(res.status).toBe(401);
  });
});
