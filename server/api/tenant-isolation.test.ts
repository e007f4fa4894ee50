import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as authLoaders from "../../app/view-models/auth.server.ts";
import { accountClient, linkIn, nextIp } from "../../tests/setup/accounts.ts";
import { withCurrentVersions } from "../../tests/setup/current-versions.ts";
import { startSmtpReceiver } from "../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { routeContext } from "../../tests/setup/loader-context.ts";
import { readSession } from "../auth/session.ts";
import { runAsOrganization } from "../auth/tenant-scope.ts";
import type { Db } from "../db/client.ts";
import type * as PasswordReset from "../domain/accounts/password-reset.ts";
import { createUserWithPassword } from "../db/seed/accounts.ts";
import { emailOutbox, jobs, submenuItems } from "../db/schema/index.ts";
import { DOMAINS_CHECK_JOB } from "../../features/domains/server/domain/check-due-domains.ts";
import {
  createHeadingSection,
  createMenuItems,
  createOrganization,
  createTemplateSection,
} from "../db/seed/factories.ts";
import {
  ACTORS,
  DOCUMENTATION_CASES,
  PAGE_LOADERS,
  SITES,
  loadEndpointCases,
  type Actor,
  type EndpointCase,
  type IdsKey,
  type SiteFixture,
  type SiteKey,
} from "./tenant-isolation.matrix.ts";

/**
 * The tenant-isolation suite (decision 032): every cell of {anonymous, user of A, admin of A, admin of B} ×
 * {A's host, B's host} × {A's ids, B's ids, B's organization id in the body} for every endpoint and
 * signed-in page loader listed in the *.isolation.ts files and tenant-isolation.matrix.ts, asserting the status and that the
 * organization whose host was NOT called has exactly the rows it had before (every table with an
 * organization_id, the rows reached through a user_id, and the organization row itself).
 */

// A password-reset request answers before its lookup and mail (same time for every address); the
// runner waits for that work so that a late write is seen by the cell that caused it. A pass-through.
const background = vi.hoisted(() => new Set<Promise<void>>());
vi.mock("../domain/accounts/password-reset.ts", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordReset>();
  return {
    ...original,
    requestPasswordReset: (...args: Parameters<typeof original.requestPasswordReset>) => {
      const work = original.requestPasswordReset(...args);
      background.add(work.done);
      void work.done.finally(() => background.delete(work.done));
      return work;
    },
  };
});

const CASE_FILES = await loadEndpointCases();
const ENDPOINTS = CASE_FILES.flatMap((file) => file.cases);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = "Passw0rd-ok";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const sites = {} as Record<SiteKey, SiteFixture>;
const sessions = new Map<Actor, string>();

/** The rows of a raw query's result, on either engine (postgres-js: an array; PGlite: `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A digest of every table's rows of one organization: tables with an organization_id column (found
 * in the catalogue, so new tables join by themselves), tables reached through a user_id
 * (credentials), and the organization row.
 */
let snapshotQuery: ((organizationId: number) => ReturnType<typeof sql.raw>) | undefined;
/** Each snapshot table's rows of an organization (`$id`), for the message when a digest changed. */
const tableRows = new Map<string, string>();
const lastSnapshots = new Map<number, { lsn: string; rows: Record<string, unknown> }>();
async function snapshot(db: Db, organizationId: number): Promise<Record<string, unknown>> {
  // Nothing was written since the last snapshot of this organization (the WAL did not move): reuse it.
  const [position] = rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_lsn()::text as lsn`));
  const last = lastSnapshots.get(organizationId);
  if (last?.lsn === position!.lsn) return last.rows;
  if (!snapshotQuery) {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name in ('organization_id', 'user_id')
        order by c.table_name`),
    );
    const withOrg = new Set(columns.filter((c) => c.column_name === "organization_id").map((c) => c.table_name));
    const viaUser = new Set(
      columns.filter((c) => c.column_name === "user_id" && !withOrg.has(c.table_name)).map((c) => c.table_name),
    );
    expect(withOrg.size).toBeGreaterThan(5);
    // A digest of each table's rows (every column, in a fixed order): a cell only asks whether
    // they changed, and digests are cheaper to build and compare than the rows (a third of the
    // suite's time went to carrying every row out of the database for every cell).
    tableRows.set("organizations", `"organizations" t where t.id = $id`);
    for (const table of withOrg) tableRows.set(table, `"${table}" t where t.organization_id = $id`);
    for (const table of viaUser) {
      tableRows.set(table, `"${table}" t where t.user_id in (select id from users where organization_id = $id)`);
    }
    const agg = "md5(coalesce(string_agg(t::text, '|' order by t::text), ''))";
    snapshotQuery = (id) => {
      const parts = [...tableRows].map(
        ([table, rows]) => `'${table}', (select ${agg} from ${rows.replaceAll("$id", String(id))})`,
      );
      return sql.raw(`select jsonb_build_object(${parts.join(", ")}) as rows`);
    };
  }
  const [row] = rowsOf<{ rows: Record<string, unknown> | string }>(
    await db.execute(snapshotQuery(Number(organizationId))),
  );
  const rows = typeof row!.rows === "string" ? JSON.parse(row!.rows) : row!.rows;
  lastSnapshots.set(organizationId, { lsn: position!.lsn, rows });
  return rows;
}

/** The tables whose rows differ, with their rows now; empty when none do. */
async function changes(
  organizationId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<string> {
  const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
  const described = await Promise.all(
    changed.map(async (table) => {
      const from = tableRows.get(table)!.replaceAll("$id", String(organizationId));
      const [row] = rowsOf<{ rows: unknown }>(await t.db.execute(sql.raw(`select jsonb_agg(t) as rows from ${from}`)));
      return `${table}: now ${JSON.stringify(row?.rows ?? []).slice(0, 600)}`;
    }),
  );
  return described.join("; ");
}

const otherSite = (site: SiteKey): SiteKey => (site === "A" ? "B" : "A");
const actorSite = (actor: Actor): SiteKey | null => (actor === "anonymous" ? null : actor.endsWith("B") ? "B" : "A");

/** The actor's session cookie on its own site (signed in once and reused, unless a call ended it). */
async function cookieOf(actor: Actor): Promise<string | undefined> {
  const site = actorSite(actor);
  if (!site) return undefined;
  let cookie = sessions.get(actor);
  if (!cookie) {
    const person = actor.startsWith("admin") ? sites[site].admin : sites[site].user;
    cookie = await accountClient(t, sites[site].host).signIn(person.email, PASSWORD);
    sessions.set(actor, cookie);
  }
  return cookie;
}

/** Waits for work a request left running after its answer (see the mock above). */
async function settle() {
  while (background.size > 0) await Promise.allSettled([...background]);
  // Jobs a write left behind (search index, mails) run after its answer: done before anyone looks.
  await t.services.jobs.settle();
}

/** The newest mail to `to` that arrived after `after` mails, waiting up to 5 s. */
async function nextMail(to: string, after: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.mails.slice(after).find((m) => m.envelope.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function createSite(key: SiteKey): Promise<SiteFixture> {
  const host = `${key.toLowerCase()}.localhost`;
  const org = await createOrganization({
    db: t.db,
    name: `Site ${key}`,
    hosts: [host],
    settings: { language: "en", supported_locales: ["en"], require_email_verification: true },
  });
  const person = async (role: "user" | "admin", name: string) => {
    const email = `${name}@${host}`;
    const { id } = await createUserWithPassword({
      db: t.db,
      organizationId: org.id,
      email,
      name: `${name} of ${key}`,
      password: PASSWORD,
      role,
    });
    return { id, email };
  };
  const [user, admin, member] = [
    await person("user", "user"),
    await person("admin", "admin"),
    await person("user", "member"),
  ];
  // Content in the tenant tables, so that the snapshot has something to lose.
  const { section, metrics } = await createTemplateSection({
    db: t.db,
    organizationId: org.id,
    section: { url_page: "/home", section_title: `${key} home`, metrics: [{ title: `${key} metric` }] },
  });
  const heading = await createHeadingSection({
    db: t.db,
    organizationId: org.id,
    heading: { url_page: "/home", name: `${key} heading` },
  });
  const [menuItem] = await createMenuItems({
    db: t.db,
    organizationId: org.id,
    items: [{ display_name: `${key} menu`, url_name: "about", submenu: [{ name: `${key} sub`, url_name: "team" }] }],
  });
  const [submenu] = await t.db
    .select({ id: submenuItems.id })
    .from(submenuItems)
    .where(eq(submenuItems.menu_item_id, menuItem!.id));
  await t.db.insert(emailOutbox).values({
    organization_id: org.id,
    to: `notice@${host}`,
    subject: `${key} notice`,
    html: "<p>notice</p>",
    text: "notice",
    status: "outbox",
  });
  // An account whose address is not confirmed yet: its confirmation link comes by mail.
  const client = accountClient(t, host);
  const pending = `pending@${host}`;
  const before = smtp.mails.length;
  expect((await client.register({ email: pending, password: PASSWORD })).status).toBe(200);
  const confirmation = await nextMail(pending, before);
  const verifyToken = linkIn(confirmation.text, "/api/auth/verify-email").searchParams.get("token")!;
  let resetToken: string | undefined;
  return {
    key,
    organizationId: org.id,
    host,
    user,
    admin,
    member,
    password: PASSWORD,
    verifyToken,
    content: {
      templateSectionId: section.id,
      metricId: metrics[0]!.id,
      headingSectionId: heading.id,
      menuItemId: menuItem!.id,
      submenuItemId: submenu!.id,
    },
    db: t.db,
    async resetToken() {
      // The last token again while it is unused (its row is there); a new one once a call used it.
      if (resetToken) {
        const [unused] = rowsOf(
          await t.db.execute(sql`select 1 from verifications where identifier = ${`reset-password:${resetToken}`}`),
        );
        if (unused) return resetToken;
      }
      const from = smtp.mails.length;
      expect((await client.post("/api/auth/password-reset/request", { email: member.email })).status).toBe(200);
      const mail = await nextMail(member.email, from);
      resetToken = linkIn(mail.text, "/reset-password?token=").searchParams.get("token")!;
      return resetToken;
    },
  };
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  // Per-account and per-address limits (5 resets per address, 10 password changes per user, …)
  // would refuse the suite's repeated calls: every count lands in a window of its own. Per-IP
  // limits are avoided with a fresh X-Forwarded-For per call.
  let window = t.services.rateLimiter.now();
  t.services.rateLimiter.now = () => (window += 24 * 60 * 60 * 1000);
  sites.A = await createSite("A");
  sites.B = await createSite("B");
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe("the matrix lists every endpoint", () => {
  it("has every operation of the OpenAPI document, once", async () => {
    const res = await t.request("/api/openapi.json", { host: "a.localhost" });
    const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map((method) => key(method, path)),
    );
    const listed = CASE_FILES.flatMap(({ file, cases }) =>
      cases.map((endpoint) => ({ file, operation: key(endpoint.method, endpoint.path) })),
    );
    const twice = listed.filter((entry, index) => listed.findIndex((e) => e.operation === entry.operation) !== index);
    expect(twice, "listed more than once").toEqual([]);
    expect(
      documented.filter((operation) => !listed.some((entry) => entry.operation === operation)),
      "operations of the OpenAPI document missing from the matrix: add them to an *.isolation.ts file",
    ).toEqual([]);
    const documentation = new Set(DOCUMENTATION_CASES.map((endpoint) => key(endpoint.method, endpoint.path)));
    expect(
      listed.filter(({ operation }) => !documented.includes(operation) && !documentation.has(operation)),
      "listed but not in the OpenAPI document",
    ).toEqual([]);
  });

  it("has every route the app serves under /api", () => {
    const listed = new Set(ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path)));
    const served = t.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => key(route.method, route.path.slice("/api".length).replace(/:(\w+)/g, "{$1}")));
    expect(
      [...new Set(served)].filter((route) => !listed.has(route)),
      "routes under /api missing from the matrix: add them to an *.isolation.ts file",
    ).toEqual([]);
  });

  it("has every signed-in page loader helper of app/view-models/auth.server.ts", () => {
    const helpers = Object.entries(authLoaders)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(helpers.filter((name) => !PAGE_LOADERS.some((loader) => loader.name === name))).toEqual([]);
  });
});

/**
 * Builds a cell's request: the actor's cookie and the body's ids (which may sign in or mail a token
 * on their own site) are made BEFORE the other organization's snapshot, so that only the call itself
 * is judged.
 */
async function prepare(endpoint: EndpointCase, actor: Actor, site: SiteKey, ids: IdsKey) {
  const target = ids === "none" ? sites[site] : ids === "B" ? sites.B : sites.A;
  const organizationId = ids === "B" || ids === "orgB" ? sites.B.organizationId : sites.A.organizationId;
  const requested = await endpoint.request(target, organizationId);
  // Writes are based on the record's current version (decision 031), read on the ids' own site.
  const versioned = await withCurrentVersions(
    t.db,
    target.host,
    endpoint.method,
    `/api${requested.path ?? endpoint.path}${requested.query ? `?${new URLSearchParams(requested.query)}` : ""}`,
    requested.body,
  );
  const spec = { ...requested, body: versioned.body };
  const url = versioned.path;
  const cookie = await cookieOf(actor);
  const host = sites[site].host;
  await settle();
  const send = async () => {
    const response = await t.request(url, {
      method: endpoint.method,
      host,
      headers: {
        origin: `http://${host}`,
        "x-forwarded-for": nextIp(),
        ...(cookie ? { cookie } : {}),
        ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
    });
    await settle();
    return response;
  };
  return { target, send };
}

/**
 * A domain added by an earlier cell is re-checked a minute later by a timed job: background work
 * that may land inside any later cell and change the other organization's rows. What a request
 * changes is this matrix's question, so no such timed check is left pending when a cell starts.
 */
async function withoutTimedDomainChecks() {
  await t.db.delete(jobs).where(and(eq(jobs.kind, DOMAINS_CHECK_JOB), eq(jobs.state, "pending")));
}

describe("every endpoint, for every actor on both hosts", () => {
  it.each(ENDPOINTS.map((endpoint) => [key(endpoint.method, endpoint.path), endpoint] as const))(
    "%s",
    async (_name, endpoint) => {
      const problems: string[] = [];
      for (const [ids, statuses] of Object.entries(endpoint.expect) as [IdsKey, (typeof endpoint.expect)["none"]][]) {
        // Host outermost: consecutive cells share the organization that must not change.
        for (const [index, site] of SITES.entries()) {
          for (const actor of ACTORS) {
            const cell = `${actor} on ${site}'s host with ${ids === "none" ? "no ids" : ids === "orgB" ? "A's ids and B's organization id" : `${ids}'s ids`}`;
            const other = sites[otherSite(site)].organizationId;
            const { target, send } = await prepare(endpoint, actor, site, ids);
            await withoutTimedDomainChecks();
            const before = await snapshot(t.db, other);
            const response = await send();
            const expected = statuses![actor][index];
            if (response.status !== expected) {
              problems.push(`${cell}: ${response.status} (expected ${expected}) ${await response.clone().text()}`);
            } else if (endpoint.check) {
              try {
                await endpoint.check({
                  actor,
                  site,
                  host: sites[site],
                  ids,
                  target,
                  status: response.status,
                  response,
                });
              } catch (error) {
                problems.push(`${cell}: ${(error as Error).message}`);
              }
            }
            const changed = await changes(other, before, await snapshot(t.db, other));
            if (changed) problems.push(`${cell} changed organization ${otherSite(site)}: ${changed}`);
            if (endpoint.endsSession) sessions.delete(actor);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

/** The status of a loader's outcome: 200 when it returns, else what it throws (a redirect, `data(…, 403)`). */
function outcomeStatus(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  if (init?.status) return init.status;
  throw thrown;
}

describe("every signed-in page loader, for every actor on both hosts", () => {
  /** The context React Router loaders get, built as app.ts builds it (tenant from the host, then the session). */
  async function loaderCall(actor: Actor, site: SiteKey, page: string) {
    const host = sites[site].host;
    const cookie = await cookieOf(actor);
    const request = new Request(`http://${host}${page.startsWith("/") ? page.split(" ")[0] : "/"}`, {
      headers: cookie ? { cookie, host } : { host },
    });
    const tenant = (await t.services.tenants.resolve(host))!;
    return runAsOrganization(tenant.id, async () => {
      const { session } = await readSession(t.services, tenant.id, request.headers, request.url);
      return { request, context: routeContext(t, tenant, { session }) };
    });
  }

  it.each(PAGE_LOADERS.map((loader) => [loader.name, loader] as const))("%s", async (_name, loader) => {
    const problems: string[] = [];
    for (const [index, site] of SITES.entries()) {
      for (const actor of ACTORS) {
        const cell = `${actor} on ${site}'s host`;
        const other = sites[otherSite(site)].organizationId;
        await cookieOf(actor);
        const before = await snapshot(t.db, other);
        const { request, context } = await loaderCall(actor, site, loader.page);
        const tenantId = sites[site].organizationId;
        let status = 200;
        let result: unknown;
        try {
          result = await runAsOrganization(tenantId, () => loader.load(request, context as never));
        } catch (thrown) {
          status = outcomeStatus(thrown);
          if (status === 302) expect((thrown as Response).headers.get("location")).toMatch(/^\/login\?redirectTo=/);
        }
        const expected = loader.expect[actor][index];
        if (status !== expected) problems.push(`${cell}: ${status} (expected ${expected})`);
        else if (status === 200 && loader.check) {
          try {
            loader.check(result, { actor, site, host: sites[site], status });
          } catch (error) {
            problems.push(`${cell}: ${(error as Error).message}`);
          }
        }
        const changed = await changes(other, before, await snapshot(t.db, other));
        if (changed) problems.push(`${cell} changed organization ${otherSite(site)}: ${changed}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
