import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";

/**
 * The parameters of a Zod issue a client needs to word it in its reader's language (decision 082);
 * a shared schema's own (`custom`) rule names itself with `rule` (and its limit) in the issue's `params`.
 */
const ISSUE_PARAMS = [
  "origin",
  "minimum",
  "maximum",
  "inclusive",
  "format",
  "expected",
  "values",
  "divisor",
  "rule",
] as const;

export type ApiIssue = { field?: string; code: string } & Partial<Record<(typeof ISSUE_PARAMS)[number], unknown>>;

/** JSON has no bigint (a limit or a literal of a bigint schema): sent as a number. */
const jsonSafe = (value: unknown) => (typeof value === "bigint" ? Number(value) : value);

type ZodIssue = ZodError["issues"][number];

function issueOf(issue: ZodIssue, path: readonly PropertyKey[]): ApiIssue {
  const field = path.join(".") || undefined;
  const params: Record<string, unknown> = {};
  const own = issue as unknown as Record<string, unknown>;
  const source = issue.code === "custom" ? { ...issue.params, ...own } : own;
  for (const name of ISSUE_PARAMS) {
    const value = source[name];
    if (value !== undefined) params[name] = Array.isArray(value) ? value.map(jsonSafe) : jsonSafe(value);
  }
  return { ...(field ? { field } : {}), code: issue.code, ...params };
}

/**
 * `field: reason` for the first problems of a Zod error, for `{ "error": … }` bodies, with the same
 * problems as codes and parameters (`issues`), which the app words in its reader's language.
 */
export function describeZodError(error: ZodError): { error: string; field?: string; issues: ApiIssue[] } {
  // An unknown field is named like any other: `colour: is not a known field`.
  const issues = error.issues.flatMap((issue): Array<{ path: PropertyKey[]; message: string; issue: ZodIssue }> =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: "is not a known field", issue }))
      : [{ path: issue.path, message: issue.message, issue }],
  );
  const first = issues[0];
  const field = first?.path.join(".") || undefined;
  const shown = issues.slice(0, 5);
  const message = shown
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  const coded = shown.map(({ issue, path }) => issueOf(issue, path));
  return field ? { error: message, field, issues: coded } : { error: message, issues: coded };
}

/** Every API router is built here so that bad input gets the same 400 shape everywhere. */
export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(describeZodError(result.error), 400);
    },
  });
}
