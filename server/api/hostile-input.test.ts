import fc from "fast-check";
import { settleResetRequests } from "../domain/accounts/password-reset.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { accounts, emailOutbox, memberships, profiles, sessions, users, verifications } from "../db/schema/index.ts";

/**
 * Property-based: every text field of every account, e-mail and sections endpoint, filled with
 * arbitrary strings (NUL bytes, lone surrogates, huge strings, odd addresses, or plausible values
 * so that deeper code runs), never gets a 5xx, and a 4xx never leaves anything stored.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof accountClient>;
let organizationId = 0;
let cookie = "";
let me = { id: "", email: "prop-owner@example.com" };

const HOUR = 3_600_000;
// Every request in a fresh hour (in the future: counters are swept by the real clock), so rate
// limits never answer for the input and the checks behind them run on every case.
let clock = Math.floor(Date.now() / HOUR) * HOUR + 10 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  t.services.rateLimiter.now = () => clock;
  const organization = await createOrganization({ db: t.db, name: "Prop", hosts: ["prop.localhost"] });
  organizationId = organization.id;
  client = accountClient(t, "prop.localhost");
  expect((await client.register({ email: me.email, username: "propowner" })).status).toBe(200);
  cookie = await client.signIn(me.email);
  const [user] = await t.db.select({ id: users.id }).from(users);
  me = { ...me, id: user!.id };
});

afterAll(() => t.close());

/** Everything a request could have stored, compared before and after a refused one. */
async function storedState(): Promise<string> {
  const [u, a, p, m, v, o, s] = await Promise.all([
    t.db.select({ id: users.id, email: users.email, name: users.name, verified: users.emailVerified }).from(users),
    t.db.select({ id: accounts.id, password: accounts.password }).from(accounts),
    t.db.select({ id: profiles.id, username: profiles.username, full_name: profiles.full_name }).from(profiles),
    t.db
      .select({ user: memberships.user_id, org: memberships.organization_id, role: memberships.role })
      .from(memberships),
    t.db.select({ id: verifications.id }).from(verifications),
    t.db.select({ id: emailOutbox.id }).from(emailOutbox),
    t.db.select({ id: sessions.id }).from(sessions),
  ]);
  const sort = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  return JSON.stringify([u, a, p, m, v, o, s].map(sort));
}

const chars16 = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Strings no sane client sends, and a few that only look sane. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  // Any UTF-16 code unit: NUL, control characters, lone surrogates.
  fc.string({ unit: chars16, maxLength: 40 }),
  fc.string({ unit: chars16, maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\udfff",
    "a\ud800b",
    "%00",
    "'; drop table users; --",
    "a<b@x.io",
    "ü@x.io",
    "a@x.io.",
    "a@x.io\u0000",
    "a\u0000@x.io",
    "A@X.IO",
    "a@[127.0.0.1]",
    '"a b"@x.io',
    "x".repeat(255),
    "x".repeat(5_000),
    `${"x".repeat(250)}@x.io`,
  ),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${email}\u0000`),
  fc.string({ minLength: 2_000, maxLength: 60_000 }),
);

const plausible: Record<string, fc.Arbitrary<string>> = {
  email: fc.oneof(fc.emailAddress(), fc.constant("prop-owner@example.com")),
  to: fc.constant("prop-owner@example.com"),
  password: fc.constantFrom("Passw0rd-ok", "Wrong-pass1", "short"),
  newPassword: fc.constantFrom("Passw0rd-new1", "nouppercase1"),
  currentPassword: fc.constantFrom("Wrong-pass1"),
  username: fc.string({ unit: "grapheme-ascii", minLength: 3, maxLength: 20 }),
  fullName: fc.string({ maxLength: 30 }),
  token: fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
  locale: fc.constantFrom("en", "es", "de", "xx"),
  lang: fc.constantFrom("en", "es", "xx"),
  type: fc.constantFrom("welcome", "free_trial"),
  user_id: fc.constant("me"),
  name: fc.string({ maxLength: 30 }),
  url_page: fc.constantFrom("/", "/home", "/about", "/es/about", "//x", "/a/b/c"),
};

const field = (name: string) => fc.oneof({ arbitrary: plausible[name]!, weight: 1 }, { arbitrary: hostile, weight: 2 });

type Endpoint = {
  name: string;
  method: "GET" | "POST";
  path: string;
  fields: string[];
  signedIn?: boolean;
  /** Non-text fields the endpoint needs. */
  extra?: () => Record<string, unknown>;
  runs?: number;
};

const ENDPOINTS: Endpoint[] = [
  {
    name: "register",
    method: "POST",
    path: "/api/auth/register",
    fields: ["username", "email", "password", "fullName", "locale"],
  },
  { name: "login", method: "POST", path: "/api/auth/login", fields: ["email", "password"] },
  {
    name: "password reset request",
    method: "POST",
    path: "/api/auth/password-reset/request",
    fields: ["email", "locale"],
  },
  {
    name: "password reset confirm",
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    fields: ["token", "password"],
  },
  { name: "verify e-mail", method: "GET", path: "/api/auth/verify-email", fields: ["token", "lang"] },
  {
    name: "account password",
    method: "POST",
    path: "/api/account/password",
    fields: ["currentPassword", "newPassword"],
    signedIn: true,
  },
  {
    name: "send e-mail",
    method: "POST",
    path: "/api/send-email",
    fields: ["type", "to", "user_id", "name", "locale"],
    signedIn: true,
    extra: () => ({ organization_id: organizationId }),
  },
  {
    name: "register user free trial",
    method: "POST",
    path: "/api/register-user-free-trial",
    fields: ["email", "locale"],
    signedIn: true,
  },
  { name: "template sections", method: "GET", path: "/api/template-sections", fields: ["url_page"] },
  { name: "template heading sections", method: "GET", path: "/api/template-heading-sections", fields: ["url_page"] },
];

async function send(endpoint: Endpoint, values: Record<string, string>): Promise<Response> {
  clock += HOUR;
  const input = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === "me" && name === "user_id" ? me.id : value]),
  );
  const options = { ip: nextIp(), ...(endpoint.signedIn ? { cookie } : {}) };
  if (endpoint.method === "GET") {
    const query = new URLSearchParams(input).toString();
    return client.get(`${endpoint.path}?${query}`, options);
  }
  const res = await client.post(endpoint.path, { ...input, ...endpoint.extra?.() }, options);
  // A reset request does its lookup and mail after the answer: let it finish before comparing state.
  await settleResetRequests();
  return res;
}

describe.each(ENDPOINTS)("$method $path ($name) with arbitrary text in every field", (endpoint) => {
  it("never answers 5xx, and stores nothing when it refuses", async () => {
    const values = fc.record(Object.fromEntries(endpoint.fields.map((name) => [name, field(name)])));
    await fc.assert(
      fc.asyncProperty(values, async (input) => {
        const before = await storedState();
        const res = await send(endpoint, input as Record<string, string>);
        expect(res.status, `${res.status} ${await res.clone().text()}`).toBeLessThan(500);
        if (res.status >= 400) {
          const body = await res.json();
          expect(typeof body.error).toBe("string");
          if (res.status === 400) expect(typeof body.field).toBe("string");
          expect(await storedState()).toBe(before);
        }
      }),
      { numRuns: endpoint.runs ?? 40 },
    );
  }, 120_000);
});

describe("the session stays usable", () => {
  it("after all of the above, the owner is still signed in", async () => {
    const res = await client.get("/api/me", { cookie });
    expect((await res.json()).user?.email).toBe(me.email);
  });
});
