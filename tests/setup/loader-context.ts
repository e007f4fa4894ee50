import { RouterContextProvider } from "react-router";
import { requestContext } from "../../app/context.server.ts";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Calls a route loader the way React Router does for a page request to `host` + `path`, with the
 * request context the Hono app would hand it (tenant from the host, anonymous).
 */
export async function callLoader<T>(
  t: TestApp,
  loader: (args: never) => Promise<T>,
  host: string,
  path: string,
): Promise<T> {
  const tenant = await t.services.tenants.resolve(host);
  if (!tenant) throw new Error(`no tenant for ${host}`);
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: t.services,
    db: t.db,
    tenant,
    requestId: "test",
    logger: t.services.logger,
    session: null,
    renderer: null,
  });
  const request = new Request(`http://${host}${path}`, { headers: { host } });
  return loader({ request, context, params: {} } as never);
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
