import { type EndpointCase, everyone, onlyHostRows } from "../tenant-isolation.matrix.ts";

/** The tenant-isolation matrix's entries for sections.routes.ts (see ../tenant-isolation.matrix.ts). */
export const isolationCases: EndpointCase[] = [
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
];
