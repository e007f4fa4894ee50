import { type EndpointCase, signedIn } from "../tenant-isolation.matrix.ts";

/** The tenant-isolation matrix's entries for email.routes.ts (see ../tenant-isolation.matrix.ts). */
export const isolationCases: EndpointCase[] = [
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
];
