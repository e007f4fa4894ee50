import { type EndpointCase, signedIn } from "../../../../server/api/tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for the launch checklist and Publish (publish.routes.ts,
 * decision 063): a site's own admins only, on their own site's host; the demo sites are live, so
 * publishing them again changes nothing.
 */
export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/site/launch-checklist",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
  {
    method: "POST",
    path: "/site/publish",
    request: () => ({ body: {} }),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
];
