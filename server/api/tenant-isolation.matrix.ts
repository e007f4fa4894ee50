import { expect } from "vitest";
import { getAccount, getViewer, listOutboxForAdmin, requireAdmin, requireUser } from "../../app/lib/auth.server.ts";

/**
 * The tenant-isolation matrix (issue 8): every `/api` endpoint and every signed-in page loader
 * helper, listed ONCE, with the status each actor gets on each site. The runner,
 * `tenant-isolation.test.ts`, sends every cell and checks that nothing changed in the other
 * organization; it fails when an endpoint of the app (the OpenAPI document, or any Hono route
 * under /api) is missing here.
 *
 * To add an endpoint: one entry in ENDPOINTS. Give `request` a valid call built from the target
 * site's ids (`site`) and the organization id to put in the body (`organizationId`), and the status
 * per actor as [on A's host, on B's host] for each kind of ids it takes:
 *   - `none`: the endpoint takes no ids (run once per cell);
 *   - `A` / `B`: A's ids (and A's organization id) / B's ids (and B's organization id);
 *   - `orgB`: A's ids with B's organization id in the body (only where the body names an organization).
 * The actors: anonymous, a user of A, an admin of A, an admin of B, each signed in on their own site.
 * A cookie of one site on another site's host is no session there (decision 013).
 */

export const ACTORS = ["anonymous", "userA", "adminA", "adminB"] as const;
export type Actor = (typeof ACTORS)[number];
export type SiteKey = "A" | "B";
export const SITES: SiteKey[] = ["A", "B"];
export type IdsKey = "none" | "A" | "B" | "orgB";

/** Status per actor: [on A's host, on B's host]. */
export type Statuses = Record<Actor, readonly [onA: number, onB: number]>;

export type Person = { id: string; email: string };

/** One organization's site and the ids a request can name. */
export type SiteFixture = {
  key: SiteKey;
  organizationId: number;
  host: string;
  /** The actors' accounts (`user` and `admin` roles) and a third member they may act on. */
  user: Person;
  admin: Person;
  member: Person;
  /** Every account above has this password. */
  password: string;
  /** A fresh, unused password-reset token of `member` (mailed through the site's own flow). */
  resetToken(): Promise<string>;
  /** The e-mail confirmation token of an account of this site whose address is not confirmed yet. */
  verifyToken: string;
};

export type RequestSpec = {
  /** The concrete path under /api when the OpenAPI path has parameters (`/items/{id}` → `/items/7`). */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
};

/** What a cell saw, for entries that check more than the status. */
export type Cell = {
  actor: Actor;
  /** The site whose host the request went to, and its fixture. */
  site: SiteKey;
  host: SiteFixture;
  ids: IdsKey;
  /** The site whose ids the request named (the host's own for `none`). */
  target: SiteFixture;
  status: number;
  response: Response;
};

export type EndpointCase = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As in the OpenAPI document, under /api: `/auth/register`, `/items/{id}`. */
  path: string;
  request: (site: SiteFixture, organizationId: number) => RequestSpec | Promise<RequestSpec>;
  expect: Partial<Record<IdsKey, Statuses>>;
  /** The call may end or replace the actor's session (sign-out, password change): sign in afresh after it. */
  endsSession?: boolean;
  /** Checks beyond the status (the answer names the host's organization only, …). */
  check?: (cell: Cell) => void | Promise<void>;
};

/** The same status for every actor on both hosts. */
const everyone = (status: number): Statuses => ({
  anonymous: [status, status],
  userA: [status, status],
  adminA: [status, status],
  adminB: [status, status],
});

/** Needs a session of the host's site: a cookie of the other site is none (401). */
const signedIn = (statusOnOwnSite: { userA: number; adminA: number; adminB: number }): Statuses => ({
  anonymous: [401, 401],
  userA: [statusOnOwnSite.userA, 401],
  adminA: [statusOnOwnSite.adminA, 401],
  adminB: [401, statusOnOwnSite.adminB],
});

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Every row of a JSON list answer belongs to the host's organization. */
async function onlyHostRows(cell: Cell) {
  if (cell.status !== 200) return;
  const rows = (await cell.response.json()) as { organization_id: number }[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.organization_id).toBe(cell.host.organizationId);
}

export const ENDPOINTS: EndpointCase[] = [
  // --- Sections (public reads) ---
  {
    method: "GET",
    path: "/template-sections",
    request: () => ({ query: { url_page: "/home" } }),
    expect: { none: everyone(200) },
    check: onlyHostRows,
  },
  {
    method: "GET",
    path: "/template-heading-sections",
    request: () => ({ query: { url_page: "/home" } }),
    expect: { none: everyone(200) },
    check: onlyHostRows,
  },

  // --- Accounts ---
  {
    method: "POST",
    path: "/auth/register",
    request: () => {
      const name = unique("newcomer");
      return { body: { username: name, email: `${name}@example.com`, password: "Passw0rd-ok" } };
    },
    // Both sites confirm addresses: a registration answers verify_email, signed in or not.
    expect: { none: everyone(200) },
  },
  {
    method: "POST",
    path: "/auth/login",
    request: (site) => ({ body: { email: site.member.email, password: site.password } }),
    // A's account does not exist on B's site, and the reverse.
    expect: { A: columns(200, 401), B: columns(401, 200) },
  },
  {
    method: "POST",
    path: "/auth/sign-out",
    request: () => ({ body: {} }),
    // Always answers (the cookie is cleared); a cookie of the other site ends nothing there.
    expect: { none: everyone(200) },
    endsSession: true,
  },
  {
    method: "POST",
    path: "/auth/sign-out-everywhere",
    request: () => ({ body: {} }),
    expect: { none: signedIn({ userA: 200, adminA: 200, adminB: 200 }) },
    endsSession: true,
  },
  {
    method: "POST",
    path: "/auth/password-reset/request",
    request: (site) => ({ body: { email: site.member.email } }),
    // The same answer whatever the address; the mail goes out only on the account's own site.
    expect: { A: everyone(200), B: everyone(200) },
  },
  {
    method: "POST",
    path: "/auth/password-reset/confirm",
    request: async (site) => ({ body: { token: await site.resetToken(), password: site.password } }),
    expect: { A: columns(200, 400), B: columns(400, 200) },
  },
  {
    method: "GET",
    path: "/auth/verify-email",
    request: (site) => ({ query: { token: site.verifyToken } }),
    expect: { A: everyone(302), B: everyone(302) },
    check: (cell) => {
      const verified = cell.site === cell.target.key ? "1" : "0";
      expect(cell.response.headers.get("location")).toContain(`verified=${verified}`);
    },
  },
  {
    method: "GET",
    path: "/me",
    request: () => ({}),
    expect: { none: { anonymous: [200, 200], userA: [200, 401], adminA: [200, 401], adminB: [401, 200] } },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const me = (await cell.response.json()) as { organizationId: number; isAdmin: boolean };
      expect(me.organizationId).toBe(cell.host.organizationId);
      expect(me.isAdmin).toBe(cell.actor.startsWith("admin"));
    },
  },
  {
    method: "POST",
    path: "/account/password",
    request: (site) => ({ body: { currentPassword: site.password, newPassword: site.password } }),
    expect: { none: signedIn({ userA: 200, adminA: 200, adminB: 200 }) },
    endsSession: true,
  },
  {
    method: "POST",
    path: "/revalidate",
    request: (_site, organizationId) => ({ body: { tag: `org-${organizationId}` } }),
    // Admins only, and only their own organization's tag.
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
    },
  },

  // --- E-mail ---
  {
    method: "POST",
    path: "/send-email",
    request: (site, organizationId) => ({
      body: {
        type: "welcome",
        to: site.member.email,
        organization_id: organizationId,
        user_id: site.member.id,
        name: "Member",
      },
    }),
    // An admin may mail a member of the host's organization; the body's organization must be the host's.
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
      orgB: signedIn({ userA: 403, adminA: 403, adminB: 403 }),
    },
  },
  {
    method: "POST",
    path: "/register-user-free-trial",
    // The user's own address only: the user of A may, nobody may for someone else.
    request: (site) => ({ body: { email: site.user.email } }),
    expect: {
      A: signedIn({ userA: 200, adminA: 403, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 403 }),
    },
  },

  // --- Documentation (not operations of the document itself) ---
  { method: "GET", path: "/openapi.json", request: () => ({}), expect: { none: everyone(200) } },
  { method: "GET", path: "/docs", request: () => ({}), expect: { none: everyone(200) } },
];

/** Routes under /api that are not operations of the OpenAPI document (the document and its viewer). */
export const UNDOCUMENTED = new Set(["GET /openapi.json", "GET /docs"]);

/** Everyone gets `onA` on A's host and `onB` on B's host (endpoints where the actor does not matter). */
function columns(onA: number, onB: number): Statuses {
  return { anonymous: [onA, onB], userA: [onA, onB], adminA: [onA, onB], adminB: [onA, onB] };
}

// --- Signed-in page loaders (app/lib/auth.server.ts) ---

type Loader = (request: Request, context: never) => Promise<unknown>;

export type PageLoaderCase = {
  /** The export of app/lib/auth.server.ts. */
  name: string;
  load: Loader;
  /** A page that calls it. */
  page: string;
  /** 200 when it returns, else the status of what it throws (302 to /login, 403). */
  expect: Statuses;
  check?: (result: unknown, cell: Omit<Cell, "response" | "ids" | "target">) => void;
};

/** Anonymous visitors and another site's cookie go to /login; `ownSite` is what a session of the host's site gets. */
const page = (ownSite: { userA: number; adminA: number; adminB: number }): Statuses => ({
  anonymous: [302, 302],
  userA: [ownSite.userA, 302],
  adminA: [ownSite.adminA, 302],
  adminB: [302, ownSite.adminB],
});

export const PAGE_LOADERS: PageLoaderCase[] = [
  {
    name: "getViewer",
    load: getViewer as Loader,
    page: "/ (root)",
    expect: everyone(200),
    check: (viewer, cell) => {
      const own = cell.actor !== "anonymous" && (cell.actor === "adminB") === (cell.site === "B");
      expect(viewer === null).toBe(!own);
      if (viewer) expect((viewer as { isAdmin: boolean }).isAdmin).toBe(cell.actor.startsWith("admin"));
    },
  },
  {
    name: "requireUser",
    load: requireUser as Loader,
    page: "/account/*",
    expect: page({ userA: 200, adminA: 200, adminB: 200 }),
  },
  {
    name: "getAccount",
    load: getAccount as Loader,
    page: "/account",
    expect: page({ userA: 200, adminA: 200, adminB: 200 }),
    check: (account, cell) => {
      const organizations = (account as { organizations: { id: number }[] }).organizations;
      expect(organizations.map((org) => org.id)).toEqual([cell.host.organizationId]);
    },
  },
  {
    name: "requireAdmin",
    load: requireAdmin as Loader,
    page: "/admin",
    expect: page({ userA: 403, adminA: 200, adminB: 200 }),
  },
  {
    name: "listOutboxForAdmin",
    load: listOutboxForAdmin as Loader,
    page: "/admin/outbox",
    expect: page({ userA: 403, adminA: 200, adminB: 200 }),
    check: (entries, cell) => {
      const list = entries as { to: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(entry.to).toContain(`@${cell.host.host}`);
    },
  },
];
