import { type EndpointCase, everyone } from "../../../../server/api/tenant-isolation.matrix.ts";
import { buildPlatformApi } from "./index.ts";

/**
 * The tenant-isolation matrix's entries for every platform operation (`/platform/*`, `/operator/*`):
 * they exist on the platform host only (decision 061), so on a site's host — whoever asks, naming
 * either site's id — the answer is 404 and nothing is read or written. Generated from the platform
 * API's own document, so a new platform route is covered the day it is added. Who may do what on
 * the platform host is proven by features/platform/tests/platform-isolation.test.ts.
 */
const document = buildPlatformApi().getOpenAPI31Document({ openapi: "3.1.0", info: { title: "", version: "" } });

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export const isolationCases: EndpointCase[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method): EndpointCase => ({
    method: method.toUpperCase() as EndpointCase["method"],
    path,
    request: (_site, organizationId) => ({
      // Site ids are the target site's organization; other parameters are plausible values.
      path: path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? String(organizationId) : "1")),
      ...(method === "get" || method === "delete" ? {} : { body: {} }),
    }),
    expect: { A: everyone(404), B: everyone(404) },
  })),
);
