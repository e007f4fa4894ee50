import { glob } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect } from "vitest";
import { myTickets } from "../../features/live-support/view-models/tickets.server.ts";
import { loadTranslations } from "../../features/translations/view-models/translations.server.ts";
import type { Db } from "../db/client.ts";
import {
  getAccount,
  getViewer,
  listOutboxForAdmin,
  requireAdmin,
  requirePermission,
  viewerMay,
  requireUser,
} from "../../app/view-models/auth.server.ts";

/**
 * The tenant-isolation matrix (decision 032): every `/api` endpoint and every signed-in page loader
 * helper, listed ONCE, with the status each actor gets on each site. The runner,
 * `tenant-isolation.test.ts`, sends every cell and checks that nothing changed in the organization
 * whose host was not called; it fails while an endpoint of the app (an operation of the OpenAPI
 * document, or any Hono route under /api) is listed nowhere.
 *
 * Endpoints are listed beside their routes, one file per resource, found by name:
 * `server/api/<resource>/<resource>.isolation.ts` exporting `isolationCases: EndpointCase[]`
 * (see sections/sections.isolation.ts). A new resource joins with a new file, nothing else.
 *
 * An entry: `request` builds a valid call from the target site's fixture (`site`: its people, its
 * content ids, its database for rows of your own) and the organization id to put in the body; the
 * runner builds it before the snapshot, so rows it creates do not count. `expect` gives the status
 * per actor as [on A's host, on B's host] for each kind of ids the endpoint takes:
 *   - `none`: the endpoint takes no ids (run once per cell);
 *   - `A` / `B`: A's ids (and A's organization id) / B's ids (and B's organization id);
 *   - `orgB`: A's ids with B's organization id in the body (where the body names an organization).
 * The actors: anonymous, a user of A, an admin of A, an admin of B, each signed in on their own site.
 * A cookie of one site on another site's host is no session there (decision 013).
 * `signedIn({ userA, adminA, adminB })`, `everyone(status)` and `columns(onA, onB)` spell the usual shapes.
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
  /** Rows of this site's content (factories of server/db/seed/factories.ts). */
  content: {
    templateSectionId: number;
    metricId: number;
    headingSectionId: number;
    menuItemId: number;
    submenuItemId: number;
  };
  /** The test database, to create rows an entry needs (a fresh one per cell for deletions). */
  db: Db;
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
export const everyone = (status: number): Statuses => ({
  anonymous: [status, status],
  userA: [status, status],
  adminA: [status, status],
  adminB: [status, status],
});

/** Needs a session of the host's site: a cookie of the other site is none (401). */
export const signedIn = (statusOnOwnSite: { userA: number; adminA: number; adminB: number }): Statuses => ({
  anonymous: [401, 401],
  userA: [statusOnOwnSite.userA, 401],
  adminA: [statusOnOwnSite.adminA, 401],
  adminB: [401, statusOnOwnSite.adminB],
});

let sequence = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Every row of a JSON list answer belongs to the host's organization. */
export async function onlyHostRows(cell: Cell) {
  if (cell.status !== 200) return;
  const rows = (await cell.response.json()) as { organization_id: number }[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.organization_id).toBe(cell.host.organizationId);
}

/** The OpenAPI document and its viewer: routes under /api that are not operations of the document. */
export const DOCUMENTATION_CASES: EndpointCase[] = [
  { method: "GET", path: "/openapi.json", request: () => ({}), expect: { none: everyone(200) } },
  { method: "GET", path: "/docs", request: () => ({}), expect: { none: everyone(200) } },
];

/** Every entry: the documentation's and those of each `server/api/**\/*.isolation.ts` file. */
export async function loadEndpointCases(): Promise<{ file: string; cases: EndpointCase[] }[]> {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const found: { file: string; cases: EndpointCase[] }[] = [
    { file: "tenant-isolation.matrix.ts", cases: DOCUMENTATION_CASES },
  ];
  const files: string[] = [];
  // The foundation's endpoints (server/api) and each feature's (features/*/server/api).
  const repository = path.resolve(root, "../..");
  for (const pattern of ["server/api/**/*.isolation.ts", "features/*/server/api/**/*.isolation.ts"]) {
    for await (const file of glob(pattern, { cwd: repository })) files.push(file);
  }
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(repository, file)).href)) as {
      isolationCases?: EndpointCase[];
    };
    if (!Array.isArray(module.isolationCases)) throw new Error(`${file} does not export isolationCases`);
    found.push({ file, cases: module.isolationCases });
  }
  return found;
}

/** Everyone gets `onA` on A's host and `onB` on B's host (endpoints where the actor does not matter). */
export function columns(onA: number, onB: number): Statuses {
  return { anonymous: [onA, onB], userA: [onA, onB], adminA: [onA, onB], adminB: [onA, onB] };
}

// --- Signed-in page loaders (app/view-models/auth.server.ts) ---

type Loader = (request: Request, context: never) => Promise<unknown>;

export type PageLoaderCase = {
  /** The export of app/view-models/auth.server.ts. */
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
    // /account/profile/tickets (decision 038): a session of the host's site lists its own tickets there, nobody else's.
    name: "myTickets",
    load: ((_request: Request, context: never) => myTickets(context)) as Loader,
    page: "/account/profile/tickets",
    expect: everyone(200),
    check: (tickets, cell) => {
      const own = cell.actor !== "anonymous" && (cell.actor === "adminB") === (cell.site === "B");
      expect(tickets === null).toBe(!own);
    },
  },
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
    name: "requirePermission",
    load: ((request: Request, context: never) => requirePermission(request, context, "content.write")) as Loader,
    page: "/admin/audit",
    expect: page({ userA: 403, adminA: 200, adminB: 200 }),
  },
  {
    name: "viewerMay",
    load: ((request: Request, context: never) => viewerMay(request, context, "content.read_drafts")) as Loader,
    page: "/{slug} (a scheduled post's preview)",
    expect: everyone(200),
    check: (may, cell) => {
      // Only an admin of the host's own organization previews scheduled content.
      const ownAdmin = cell.actor === (cell.site === "A" ? "adminA" : "adminB");
      expect(may).toBe(ownAdmin);
    },
  },
  {
    name: "loadTranslations",
    load: ((request: Request, context: never) => loadTranslations(request, context)) as Loader,
    page: "/admin/translations",
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
