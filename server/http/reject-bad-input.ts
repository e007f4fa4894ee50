import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * Text that no field of ours may hold, checked once at the edge for every request instead of in
 * each handler: PostgreSQL refuses a NUL character in text (the query fails: a 500 where the
 * client's input was at fault), and a lone UTF-16 surrogate has no UTF-8 form (drivers silently
 * store U+FFFD instead: the stored value would differ from the one sent).
 */
export type BadText = { field: string; reason: string };

export const BAD_TEXT_REASONS = {
  nul: "must not contain a NUL character",
  surrogate: "must be valid Unicode text (it holds a lone surrogate)",
  encoding: "is not valid percent-encoded UTF-8",
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The problem of one string, or null. */
export function badTextReason(value: string): string | null {
  if (value.includes("\u0000")) return BAD_TEXT_REASONS.nul;
  if (LONE_SURROGATE.test(value)) return BAD_TEXT_REASONS.surrogate;
  return null;
}

/** JSON nested deeper than this (arrays and objects) is refused before it is parsed or walked. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_REASON = `is nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether JSON text nests arrays/objects deeper than `max`: one pass over the characters with a
 * counter (brackets inside strings do not count), so a 20,000-deep body costs a linear scan and
 * never reaches a recursive parser or walk. Invalid JSON is not judged here (the parser does).
 */
export function jsonDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \\ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/** A value still to visit, and how to name it: its key and its parent's frame (no path copies). */
type Frame = { value: unknown; key: string | null; parent: Frame | null };

function pathOf(frame: Frame | null): string {
  const keys: string[] = [];
  for (let at = frame; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "body";
}

/**
 * The first string (or object key) of a parsed JSON value that no field may hold, with its path
 * (`email`, `items.2.name`). Depth-first with an explicit stack (no recursion, whatever the
 * depth); the path is built only for the value reported.
 */
export function findBadText(value: unknown): BadText | null {
  const stack: Frame[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const current = frame.value;
    if (typeof current === "string") {
      const reason = badTextReason(current);
      if (reason) return { field: pathOf(frame), reason };
    } else if (Array.isArray(current)) {
      // Pushed last to first, so that the first item is visited first.
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: frame });
    } else if (current && typeof current === "object") {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const keyReason = badTextReason(key);
        if (keyReason) return { field: pathOf(frame), reason: `has a key that ${keyReason}` };
      }
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: frame });
    }
  }
  return null;
}

/** The problem of a request's path (each segment decoded) and query string, or null. */
export function findBadUrlText(url: URL): BadText | null {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { field: "path", reason: BAD_TEXT_REASONS.encoding };
    }
    const reason = badTextReason(decoded);
    if (reason) return { field: "path", reason };
  }
  if (url.search) {
    // URLSearchParams turns malformed escapes into U+FFFD, so decoding cannot fail here.
    for (const [key, value] of new URLSearchParams(url.search)) {
      const reason = badTextReason(key) ?? badTextReason(value);
      if (reason) return { field: key && !badTextReason(key) ? key : "query", reason };
    }
  }
  return null;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses, with 400 naming the field, any request whose path, query string or JSON body holds
 * text no field may hold (see `badTextReason`). API requests get `{ error, field }`; pages a
 * short plain-text answer. Runs after the body-size limit, so a huge body is refused unread.
 * The JSON body is parsed here once: Hono keeps the parsed value, so the route's validator reuses
 * it; a body that is not JSON is left for the validator to refuse with its own message.
 */
export function rejectBadInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    let problem = findBadUrlText(new URL(c.req.url));
    if (!problem && isApi && BODY_METHODS.has(c.req.method) && /\bjson\b/i.test(c.req.header("content-type") ?? "")) {
      // The text first (Hono keeps it, and its json() parses from it): too deep is refused unparsed.
      const text = await c.req.text();
      if (jsonDeeperThan(text)) {
        problem = { field: "body", reason: TOO_DEEP_REASON };
      } else {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch (error) {
          // Not JSON: the validator answers it. Anything else (the body-size limit) goes on up.
          if (!(error instanceof SyntaxError)) throw error;
          body = undefined;
        }
        problem = findBadText(body);
      }
    }
    if (!problem) return next();
    c.var.logger.info({ event: "bad_input", field: problem.field, reason: problem.reason }, "bad input refused");
    const error = `${problem.field}: ${problem.reason}`;
    if (isApi) return c.json({ error, field: problem.field }, 400);
    c.header("cache-control", "no-store");
    return c.text(`Bad request: ${error}`, 400);
  };
}
