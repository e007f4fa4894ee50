import { type EndpointCase, everyone } from "../../../../server/api/tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for site export and import (archive.routes.ts). They exist
 * on the platform host only (decision 061): on a site's host, whoever asks and whichever site's id
 * they name, the answer is 404 and nothing is read or written. Who may export or import on the
 * platform host (owner, operator, another site's owner, anonymous) is proven in
 * archive.routes.test.ts.
 */
export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/platform/sites/{id}/export",
    request: (_site, organizationId) => ({ path: `/platform/sites/${organizationId}/export` }),
    expect: { A: everyone(404), B: everyone(404) },
  },
  {
    method: "POST",
    path: "/platform/sites/import",
    request: () => ({ query: { slug: "isolation-import" }, body: {} }),
    expect: { none: everyone(404) },
  },
];
