import { type EndpointCase, signedIn } from "../tenant-isolation.matrix.ts";

/** section-reads.routes.ts: admins of the host's organization, its own ids only (another's: 404). */
const ownIds = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/template-sections/{id}",
    request: (site) => ({ path: `/template-sections/${site.content.templateSectionId}` }),
    expect: ownIds,
  },
  {
    method: "GET",
    path: "/template-heading-sections/{id}",
    request: (site) => ({ path: `/template-heading-sections/${site.content.headingSectionId}` }),
    expect: ownIds,
  },
];
