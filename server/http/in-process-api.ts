/** Headers of the page request that say nothing about the API call's own body or encoding. */
const BODY_HEADERS = ["content-type", "content-length", "transfer-encoding", "accept", "accept-encoding"];

/**
 * A page's call to the API, as the visitor who asked for the page: the page request's headers
 * (host, cookie, origin, forwarded address, language) with a JSON body of its own (none for a GET; a PUT changes a booking from its mailed link). Dispatched in
 * process through the Hono app, so the API's middleware (tenancy, origin check, session, write
 * limit, rate limits, input rejection) judges it exactly as it judges the browser's fetch
 * (decision 055).
 */
export function inProcessApiRequest(
  page: Request,
  path: `/api/${string}`,
  { method = "POST", body }: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown },
  requestId: string,
): Request {
  const headers = new Headers(page.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  // A form with a file (an archive to import) goes as multipart; its boundary is set by the Request.
  const isForm = body instanceof FormData;
  if (method !== "GET" && !(method === "DELETE" && body === undefined) && !isForm)
    headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  // The same id in the log lines of the page and of its API call.
  headers.set("x-request-id", requestId);
  const url = new URL(path, page.url);
  if (method === "GET" || (method === "DELETE" && body === undefined)) return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: isForm ? body : JSON.stringify(body ?? {}) });
}
