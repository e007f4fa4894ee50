import { expect } from "vitest";
import { type EndpointCase, columns, everyone, signedIn, unique } from "../tenant-isolation.matrix.ts";

/** The tenant-isolation matrix's entries for auth.routes.ts (see ../tenant-isolation.matrix.ts). */
export const isolationCases: EndpointCase[] = [
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
];
