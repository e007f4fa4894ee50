import { nextIp } from "./accounts.ts";
import type { createTestApp } from "./test-app.ts";

/**
 * A browser `fetch` that asks the real app (no network): for component tests that render a view
 * against the API as `host` answers it. Each call comes from its own address (no rate limit hit).
 */
export function appFetch(t: Awaited<ReturnType<typeof createTestApp>>, host = "localhost") {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers = new Headers(init?.headers);
    headers.set("origin", `http://${host}`);
    headers.set("x-forwarded-for", nextIp());
    const answer = await t.request(path, {
      method: init?.method ?? "GET",
      host,
      headers: Object.fromEntries(headers),
      ...(init?.body ? { body: init.body as string } : {}),
    });
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
  };
}
