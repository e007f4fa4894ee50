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
  /** Send an order request for the plans of one's basket (the step after the basket). */
  "order.request",
  /** Read the organization's order requests and change their status (`/admin/orders`). */
  "order.manage",
] as const;

export type Action = (typeof ACTIONS)[number];

/** `anonymous` is a visitor without a session on this site. */
export type Role = MembershipRole | "anonymous";

export const ROLES: readonly Role[] = ["anonymous", "user", "admin"];

const TABLE: Record<Action, readonly Role[]> = {
  "content.write": ["admin"],
  "content.read_drafts": ["admin"],
  "cache.revalidate": ["admin"],
  "email.send_to_member": ["admin"],
  "admin.open": ["admin"],
  "meetings.host": ["admin"],
  "ai.manage": ["admin"],
  "conversations.staff": ["admin"],
  "order.request": ["anonymous", "user", "admin"],
  "order.manage": ["admin"],
};

export function can(role: Role, action: Action): boolean {
  return TABLE[action].includes(role);
}

export const FORBIDDEN_MESSAGE = "You do not have access to this organization.";
export const SIGN_IN_MESSAGE = "No active session found. Please log in again.";

/**
 * Throws the error a refused action deserves: 401 for a visitor without a session (signing in may
 * help), 403 for a signed-in person whose role does not allow it.
 */
export function authorize(role: Role, action: Action): void {
  if (can(role, action)) return;
  if (role === "anonymous") throw new AppError("unauthorized", SIGN_IN_MESSAGE, { code: "no_session" });
  throw new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden" });
}
