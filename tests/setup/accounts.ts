import { withCurrentVersions } from "./current-versions.ts";
import { type createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let ipCounter = 0;
/** A fresh client IP per call, so per-IP limits do not interfere between tests (TRUST_PROXY=true). */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** `name=value` pairs of Set-Cookie headers, ready for a Cookie header (cleared cookies dropped). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0\b/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * JSON requests to the test app as a browser on `host` would send them: same-origin Origin header,
 * a given cookie, and a distinct X-Forwarded-For unless `ip` is given.
 */
export function accountClient(t: TestApp, host: string) {
  const call = (
    method: string,
    path: string,
    body?: unknown,
    options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.request(path, {
      method,
      host,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        origin: `http://${host}`,
        "x-forwarded-for": options.ip ?? nextIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    post: (path: string, body: unknown = {}, options?: Parameters<typeof call>[3]) => call("POST", path, body, options),
    get: (path: string, options?: Parameters<typeof call>[3]) => call("GET", path, undefined, options),
    async register(input: { username?: string; email: string; password?: string; fullName?: string; locale?: string }) {
      return call("POST", "/api/auth/register", {
        username: input.username ?? input.email.split("@")[0],
        password: "Passw0rd-ok",
        ...input,
      });
    },
    /** Signs in and returns the Cookie header of the new session. */
    async signIn(email: string, password = "Passw0rd-ok", rememberMe = false): Promise<string> {
      const res = await call("POST", "/api/auth/login", { email, password, rememberMe });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return cookieHeader(res);
    },
  };
}

/** Pulls the first link to `path` out of a mail body. */
export function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?.]/g, (ch) => `\\${ch}`)}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
  return new URL(match[0].replace(/&amp;/g, "&"));
}

/** The answer of `jsonApi`'s call: status and parsed body. */
export type JsonAnswer<B = Record<string, unknown> & Record<string, never>> = { status: number; body: B };

/**
 * The API tests' one call: `call(method, path, body?, { cookie, host })` with the Origin header of
 * `host`, a fresh client IP and a JSON body; by default as `defaultCookie()` on a.localhost.
 * The app and cookie are read lazily: tests create them in `beforeAll`.
 *
 * Writes that send no version get the record's current one (current-versions.ts: the test acts
 * like an editor that has just loaded it); `{ versions: "as-sent" }` sends exactly what is given.
 */
export function jsonApi<B = JsonAnswer["body"]>(
  app: () => TestApp,
  defaultCookie: () => string | undefined,
  defaultHost = "a.localhost",
  { versions = "current" }: { versions?: "current" | "as-sent" } = {},
) {
  return async (
    method: string,
    requestPath: string,
    requestBody?: unknown,
    { cookie = defaultCookie(), host = defaultHost }: { cookie?: string | null; host?: string } = {},
  ): Promise<JsonAnswer<B>> => {
    const { path, body } =
      versions === "current"
        ? await withCurrentVersions(app().db, host, method, requestPath, requestBody)
        : { path: requestPath, body: requestBody };
    const res = await app().request(path, {
      method,
      host,
      headers: {
        origin: `http://${host}`,
        "x-forwarded-for": nextIp(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as B };
  };
}
