import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import type { RequestContext } from "../../server/context.ts";
import { requestContext } from "../../server/load-context.ts";
import { inProcessApiRequest } from "../../server/http/in-process-api.ts";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Calls a route loader the way React Router does for a page request to `host` + `path`, with the
 * request context the Hono app would hand it (tenant from the host, anonymous).
 */
/** A loader's data, whether it returned it plainly or wrapped in `data(…, init)`. */
export type LoaderData<T> = T extends UNSAFE_DataWithResponseInit<infer D> ? D : T;

export async function callLoader<T>(
  t: TestApp,
  loader: (args: never) => Promise<T>,
  host: string,
  path: string,
): Promise<LoaderData<T>> {
  const tenant = await t.services.tenants.resolve(host);
  if (!tenant) throw new Error(`no tenant for ${host}`);
  const context = routeContext(t, tenant);
  const request = new Request(`http://${host}${path}`, { headers: { host } });
  const result = await loader({ request, context, params: {} } as never);
  const wrapped =
    typeof result === "object" && result !== null && (result as { type?: unknown }).type === "DataWithResponseInit";
  return (wrapped ? (result as unknown as { data: unknown }).data : result) as LoaderData<T>;
}

/** The HTTP status a loader answers with: 200 when it returns, else the status it throws. */
export async function loaderStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

/**
 * A form post to `host` + `path` and the context React Router would hand its action: the tenant from
 * the host, anonymous, and the API reached in process as the server reaches it.
 */
export async function actionArgs(
  t: TestApp,
  host: string,
  path: string,
  body: BodyInit,
  { contentType, headers: extra = {} }: { contentType?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ host, origin: `http://${host}`, ...extra });
  if (contentType) headers.set("content-type", contentType);
  const request = new Request(`http://${host}${path}`, { method: "POST", headers, body });
  const tenant = await t.services.tenants.resolve(host);
  if (!tenant) throw new Error(`no tenant for ${host}`);
  const page = request.clone();
  const context = routeContext(t, tenant, {
    api: async (apiPath, init) => t.app.fetch(inProcessApiRequest(page, apiPath, init, "test")),
  });
  return { request, context };
}

type Tenant = NonNullable<Awaited<ReturnType<TestApp["services"]["tenants"]["resolve"]>>>;
type Api = NonNullable<RequestContext["api"]>;

/**
 * The request context the Hono app hands a route (server/app.ts): the tenant from the host, the
 * visitor's session (none: anonymous), and the API in process when an action calls it.
 */
export function routeContext(
  t: TestApp,
  tenant: Tenant,
  { session = null, api }: { session?: RequestContext["session"]; api?: Api } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: t.services,
    db: t.db,
    tenant,
    requestId: "test",
    logger: t.services.logger,
    session,
    renderer: null,
    ...(api ? { api } : {}),
  });
  return context;
}
