import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getAccount,
  getViewer,
  listOutboxForAdmin,
  requireAdmin,
  requireUser,
} from "../../../app/view-models/auth.server.ts";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { routeContext } from "../../../tests/setup/loader-context.ts";
import { runAsOrganization } from "../../auth/tenant-scope.ts";
import { readSession } from "../../auth/session.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization } from "../../db/seed/factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let a: ReturnType<typeof accountClient>;
let b: ReturnType<typeof accountClient>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  a = accountClient(t, "a.localhost");
  b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: String(orgB) });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminBonB = await b.signIn("admin-b@example.com");
  // Sessions belong to their site (decision 013): these are replays on the other host.
  cookies.adminBonA = cookies.adminBonB;
  cookies.adminAonB = cookies.adminA;
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("GET /api/me", () => {
  it("reports admin only for the organization of the host", async () => {
    expect(await (await a.get("/api/me", { cookie: cookies.adminA })).json()).toMatchObject({
      isAdmin: true,
      organizationId: orgA,
    });
    const replayed = await b.get("/api/me", { cookie: cookies.adminAonB });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: "no_session" });
    expect(await (await a.get("/api/me", { cookie: cookies.userA })).json()).toMatchObject({ isAdmin: false });
    const anonymous = await a.get("/api/me");
    expect(await anonymous.json()).toEqual({ user: null, isAdmin: false, organizationId: orgA });
    expect(anonymous.headers.get("cache-control")).toContain("no-store");
  });
});

describe("PUT /api/account/time-zone", () => {
  const put = (body: unknown, cookie?: string) =>
    t.request("/api/account/time-zone", {
      method: "PUT",
      host: "a.localhost",
      headers: {
        "content-type": "application/json",
        origin: "http://a.localhost",
        "x-forwarded-for": "10.9.8.7",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const zoneOf = async (cookie: string) => {
    const { request, context } = await pageContext("a.localhost", cookie);
    return (await getAccount(request, context)).timeZone;
  };

  it("stores a zone Intl knows on the person's own profile, and null goes back to the browser's", async () => {
    expect((await put({ timeZone: "Asia/Tokyo" }, cookies.userA)).status).toBe(200);
    expect(await zoneOf(cookies.userA!)).toBe("Asia/Tokyo");
    expect(await zoneOf(cookies.adminA!)).toBeNull();
    expect((await put({ timeZone: null }, cookies.userA)).status).toBe(200);
    expect(await zoneOf(cookies.userA!)).toBeNull();
  });

  it("answers 400 with a JSON error for a zone that does not exist, 401 when signed out", async () => {
    for (const timeZone of ["Mars/Olympus_Mons", "", "Europe/Paris; DROP", 42]) {
      const res = await put({ timeZone }, cookies.userA);
      expect(res.status, String(timeZone)).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: string; field?: string };
      expect(typeof body.error).toBe("string");
      expect(body.field).toBe("timeZone");
    }
    expect((await put({ timeZone: "Europe/Paris" })).status).toBe(401);
  });
});

describe("POST /api/revalidate", () => {
  it("lets only an admin of this organization clear its cache", async () => {
    expect((await a.post("/api/revalidate", { tag: `org-${orgA}` }, { cookie: cookies.adminA })).status).toBe(200);
    expect((await a.post("/api/revalidate", { tag: `org-${orgA}` }, { cookie: cookies.userA })).status).toBe(403);
    expect((await a.post("/api/revalidate", { tag: `org-${orgA}` }, { cookie: cookies.adminBonA })).status).toBe(401);
    expect((await a.post("/api/revalidate", { tag: `org-${orgB}` }, { cookie: cookies.adminA })).status).toBe(403);
    expect((await a.post("/api/revalidate", { tag: `org-${orgA}` })).status).toBe(401);
    expect((await a.post("/api/revalidate", { tag: "all" }, { cookie: cookies.adminA })).status).toBe(400);
  });
});

describe("POST /api/send-email and /api/register-user-free-trial", () => {
  it("sends a welcome mail to the signed-in user themselves", async () => {
    const me = await (await a.get("/api/me", { cookie: cookies.userA })).json();
    const res = await a.post(
      "/api/send-email",
      {
        type: "welcome",
        to: "user-a@example.com",
        organization_id: orgA,
        user_id: me.user.id,
        name: "User A",
        locale: "fr",
      },
      { cookie: cookies.userA },
    );
    expect(await res.json()).toEqual({ ok: true });
    await smtp.waitFor("user-a@example.com", (m) => m.subject === "Bienvenue chez Org A");
  });

  it("refuses another person's address, another organization and anonymous callers", async () => {
    const me = await (await a.get("/api/me", { cookie: cookies.userA })).json();
    const base = { type: "welcome", to: "admin-a@example.com", organization_id: orgA, user_id: me.user.id, name: "x" };
    expect((await a.post("/api/send-email", base, { cookie: cookies.userA })).status).toBe(403);
    expect(
      (
        await a.post(
          "/api/send-email",
          { ...base, to: "user-a@example.com", organization_id: orgB },
          { cookie: cookies.userA },
        )
      ).status,
    ).toBe(403);
    expect((await a.post("/api/send-email", base)).status).toBe(401);
    expect((await a.post("/api/send-email", { ...base, type: "spam" }, { cookie: cookies.userA })).status).toBe(400);
    // An admin of the organization may mail its members, at their own address only.
    expect(
      (await a.post("/api/send-email", { ...base, to: "user-a@example.com" }, { cookie: cookies.adminA })).status,
    ).toBe(200);
    expect((await a.post("/api/send-email", base, { cookie: cookies.adminA })).status).toBe(403);
    expect(
      (await a.post("/api/send-email", { ...base, to: "stranger@example.com" }, { cookie: cookies.adminA })).status,
    ).toBe(403);
  });

  it("warns when the free-trial mail fails, keeping the registration", async () => {
    smtp.state.fail = true;
    try {
      const res = await a.post(
        "/api/register-user-free-trial",
        { email: "user-a@example.com" },
        { cookie: cookies.userA },
      );
      expect(await res.json()).toEqual({ ok: true, warning: AUTH_MESSAGES.welcomeEmailFailed("free_trial") });
    } finally {
      smtp.state.fail = false;
    }
    expect(
      (await a.post("/api/register-user-free-trial", { email: "other@example.com" }, { cookie: cookies.userA })).status,
    ).toBe(403);
  });
});

/** A React Router context as the page handler builds it, for the loader helpers. */
async function pageContext(host: string, cookie?: string) {
  const url = `http://${host}/admin`;
  const headers = new Headers({ host, ...(cookie ? { cookie } : {}) });
  const tenant = (await t.services.tenants.resolve(host))!;
  const { session } = await runAsOrganization(tenant.id, () => readSession(t.services, tenant.id, headers, url));
  return { request: new Request(url, { headers }), context: routeContext(t, tenant, { session }) };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("page helpers (app/view-models/auth.server.ts)", () => {
  it("sends anonymous visitors to /login with redirectTo", async () => {
    const { request, context } = await pageContext("a.localhost");
    expect(await getViewer(request, context)).toBeNull();
    const response = (await thrown(requireUser(request, context))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("gives users a 403 on admin pages and the outbox", async () => {
    for (const [host, cookie] of [["a.localhost", cookies.userA]] as const) {
      const { request, context } = await pageContext(host, cookie);
      const error = (await thrown(requireAdmin(request, context))) as { init: { status: number }; data: unknown };
      expect(error.init.status).toBe(403);
      expect(error.data).toEqual({ message: "You do not have access to this page." });
      expect(((await thrown(listOutboxForAdmin(request, context))) as { init: { status: number } }).init.status).toBe(
        403,
      );
    }
  });

  it("describes the account of this site only", async () => {
    const { request, context } = await pageContext("a.localhost", cookies.adminA);
    const account = await getAccount(request, context);
    expect(account).toMatchObject({ email: "admin-a@example.com" });
    expect(account.organizations).toEqual([{ id: orgA, name: "Org A", role: "admin" }]);
    // Replayed on another site, the session is no session.
    const onB = await pageContext("b.localhost", cookies.adminAonB);
    expect(await getViewer(onB.request, onB.context)).toBeNull();
  });
});

describe("makeAdmin (npm run user:admin)", () => {
  it("explains an unknown e-mail or organization", async () => {
    await expect(makeAdmin({ db: t.db, email: "nobody@example.com", organization: "a.localhost" })).rejects.toThrow(
      /No account with the e-mail nobody@example.com/,
    );
    await expect(
      makeAdmin({ db: t.db, email: "user-a@example.com", organization: "nowhere.localhost" }),
    ).rejects.toThrow(/No organization with the id or host "nowhere.localhost"/);
  });
});
