import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";

/**
 * The inbox's staff endpoints (inbox.routes.ts): the assignable staff, and canned replies written
 * through the change function (versions, History, restore), for staff of the host only.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);
const asSent = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
  "a.localhost",
  { versions: "as-sent" },
);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com", fullName: "Ulla User" });
  await b.register({ email: "admin-b@example.com", fullName: "Bob Admin" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
});

afterAll(() => t.close());

describe("GET /api/conversations/assignees", () => {
  it("lists the organization's staff, not its regular users nor another organization's staff", async () => {
    const answer = await call("GET", "/api/conversations/assignees");
    expect(answer.status).toBe(200);
    expect(answer.body.map((p: Body) => p.name)).toEqual(["Ada Admin"]);
    expect((await call("GET", "/api/conversations/assignees", undefined, { cookie: cookies.userA })).status).toBe(403);
    expect((await call("GET", "/api/conversations/assignees", undefined, { cookie: null })).status).toBe(401);
  });
});

describe("canned replies", () => {
  it("are created, listed by title, changed and deleted with versions; a deletion is restorable", async () => {
    const created = await call("POST", "/api/canned-replies", { title: "Welcome", body: "Hello! How can I help?" });
    expect(created.status).toBe(201);
    await call("POST", "/api/canned-replies", { title: "Away", body: "We are away." });
    const list = await call("GET", "/api/canned-replies");
    expect(list.body.map((r: Body) => r.title)).toEqual(["Away", "Welcome"]);

    const id = created.body.id as number;
    const missing = await asSent("PUT", `/api/canned-replies/${id}`, { title: "Hi" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("updated_at");
    const changed = await asSent("PUT", `/api/canned-replies/${id}`, {
      title: "Hi there",
      updated_at: created.body.updated_at,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.title).toBe("Hi there");
    const stale = await asSent("PUT", `/api/canned-replies/${id}`, {
      body: "Old copy",
      updated_at: created.body.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.title).toBe("Hi there");

    expect((await call("DELETE", `/api/canned-replies/${id}`)).status).toBe(200);
    const history = await call("GET", `/api/revisions?entity=canned_reply&id=${id}`);
    expect(history.body.map((r: Body) => r.action)).toEqual(["delete", "update", "create"]);
    const deletion = history.body[0];
    expect((await call("POST", `/api/revisions/${deletion.id}/restore`)).status).toBe(200);
    const back = await call("GET", "/api/canned-replies");
    expect(back.body.find((r: Body) => r.id === id)).toMatchObject({ title: "Hi there" });
  });

  it("refuses empty fields, regular users, and another organization's replies", async () => {
    const empty = await call("POST", "/api/canned-replies", { title: " ", body: "x" });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/^title/);
    const user = await call("POST", "/api/canned-replies", { title: "T", body: "x" }, { cookie: cookies.userA });
    expect(user.status).toBe(403);
    const own = await call("POST", "/api/canned-replies", { title: "Mine", body: "x" });
    const foreign = await call("DELETE", `/api/canned-replies/${own.body.id}`, undefined, {
      cookie: cookies.adminB,
      host: "b.localhost",
    });
    expect(foreign.status).toBe(404);
    const fromB = await call("GET", "/api/canned-replies", undefined, { cookie: cookies.adminB, host: "b.localhost" });
    expect(fromB.body).toEqual([]);
  });
});
