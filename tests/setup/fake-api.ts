import { vi } from "vitest";

/**
 * A stand-in for `fetch` in component tests, answering as an in-memory /api would: `handler` gets
 * each call's path (with its query) and its method and body, whether the call came from the typed
 * client (one `Request`) or as `fetch(url, init)`.
 */
export function fakeApi(
  handler: (url: string, init: { method: string; body?: string }) => Response | Promise<Response>,
) {
  return vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, "http://localhost"), init);
    const address = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    return handler(address.pathname + address.search, { method: request.method, body: body || undefined });
  });
}
