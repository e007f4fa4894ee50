import { expect } from "vitest";
import { type EndpointCase, signedIn } from "../tenant-isolation.matrix.ts";

/** The tenant-isolation matrix's entries for account.routes.ts (see ../tenant-isolation.matrix.ts). */
export const isolationCases: EndpointCase[] = [
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
    method: "PUT",
    path: "/account/ui-language",
    // Each person's own profile on the site of the session; null keeps the browser's language.
    request: () => ({ body: { uiLocale: null } }),
    expect: { none: signedIn({ userA: 200, adminA: 200, adminB: 200 }) },
  },
  {
    method: "PUT",
    path: "/account/time-zone",
    // Each person's own profile on the site of the session; null keeps the browser's zone.
    request: () => ({ body: { timeZone: null } }),
    expect: { none: signedIn({ userA: 200, adminA: 200, adminB: 200 }) },
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
];
