import type { MembershipRole } from "../db/schema/accounts.ts";
import { AppError } from "../errors.ts";

/**
 * Who may do what in an organization: the one place that knows roles. Handlers, loaders and
 * actions ask `can`/`authorize`; none compares roles itself. A role is always the actor's role in
 * the request's organization (the host's), never in another.
 */
export const ACTIONS = [
  /** Create, change, reorder, delete and restore content (sections, metrics, headings, layout). */
  "content.write",
  /** Read editor-only data: the metric library, page layout, revisions and the audit log. */
  "content.read_drafts",
  /** Clear the organization's cached pages (`POST /api/revalidate`). */
  "cache.revalidate",
  /** Send the welcome or free-trial mail to another member of the organization. */
  "email.send_to_member",
  /** Open the admin area (`/admin/*`), its outbox included. */
  "admin.open",
  /** Host side of every booking of the organization: admit, cancel, reschedule, start the video (decision 041). */
  "meetings.host",
  /** Create, change and delete the help center's AI agents; read the questions visitors asked them. */
  "ai.manage",
  /**
   * Work the live-support inbox (decision 039): read every conversation of the organization, reply,
   * write internal notes, assign, resolve and reopen; follow the inbox and conversation channels.
   * Visitors and regular users reach their own conversations only (checked by the conversation's
   * owner, not by role).
   */
  "conversations.staff",
  /**
   * Take part in one's own live-support conversations: read them, write in them, mark them read.
   * Which conversations are one's own is the conversation's owner (a visitor's token or an
   * account), checked on the row; this says who may take part at all.
   */
  "conversations.own",
  /** Send an order request for the plans of one's basket (the step after the basket). */
  "order.request",
  /** Read the organization's order requests and change their status (`/admin/orders`). */
  "order.manage",
] as const;

export type Action = (typeof ACTIONS)[number];

/**
 * Who acts. A member acts with their role in the host's organization; `visitor` is a live-support
 * visitor without an account, known by the visitor token of their conversations (a principal of
 * its own, not a role borrowed from members); `anonymous` is anyone else (no session, no token).
 */
export type Role = MembershipRole | "visitor" | "anonymous";

export const ROLES: readonly Role[] = ["anonymous", "visitor", "user", "admin"];

const TABLE: Record<Action, readonly Role[]> = {
  "content.write": ["admin"],
  "content.read_drafts": ["admin"],
  "cache.revalidate": ["admin"],
  "email.send_to_member": ["admin"],
  "admin.open": ["admin"],
  "meetings.host": ["admin"],
  "ai.manage": ["admin"],
  "conversations.staff": ["admin"],
  "conversations.own": ["visitor", "user", "admin"],
  "order.request": ["anonymous", "visitor", "user", "admin"],
  "order.manage": ["admin"],
};

export function can(role: Role, action: Action): boolean {
  return TABLE[action].includes(role);
}

export const FORBIDDEN_MESSAGE = "You do not have access to this organization.";
export const SIGN_IN_MESSAGE = "No active session found. Please log in again.";

/**
 * Throws the error a refused action deserves: 401 for a visitor without a session (signing in may
 * help), 403 for a signed-in person or a token's visitor whom the table does not allow.
 */
export function authorize(role: Role, action: Action): void {
  if (can(role, action)) return;
  if (role === "anonymous") throw new AppError("unauthorized", SIGN_IN_MESSAGE, { code: "no_session" });
  throw new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden" });
}

/**
 * The policy's view of a real-time or live-support principal: a session's person by their role
 * (carried on the principal), a token's visitor as `visitor`; a call participant's token names a
 * booking, not a role in the organization, so it is `anonymous` here.
 */
export type PrincipalLike = { kind: "staff" | "user" | "visitor" | "participant"; role?: MembershipRole };

export function roleOfPrincipal(principal: PrincipalLike): Role {
  if (principal.kind === "visitor") return "visitor";
  if (principal.kind === "participant") return "anonymous";
  return principal.role ?? "anonymous";
}

/** `authorize` for a principal (the inbox's REST calls and its sockets share one check). */
export function authorizePrincipal(principal: PrincipalLike, action: Action): void {
  authorize(roleOfPrincipal(principal), action);
}
