import type { RequestContext } from "../../context.ts";

/** The signed-in person on this site, or null. Filled from the session by the accounts work. */
export type Viewer = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  /** Admin of the request's organization (never of another). */
  isAdmin: boolean;
};

export type Account = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  createdAt: string;
  organizations: { id: number; name: string; role: "admin" | "user" }[];
};

export type OutboxEntry = {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
  status: "outbox" | "sent" | "failed";
};

/** Resolves the session of a request (cookie or bearer token) to the viewer of this organization. */
export async function resolveViewer(_ctx: RequestContext, _headers: Headers): Promise<Viewer | null> {
  return null;
}

export async function loadAccount(_ctx: RequestContext, _userId: string): Promise<Account | null> {
  return null;
}

export async function listOutbox(_ctx: RequestContext, _opts: { limit?: number }): Promise<OutboxEntry[]> {
  return [];
}
