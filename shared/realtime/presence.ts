/**
 * Editing presence (decision 042): while admins have the same record open in an editor,
 * each sees who else is editing it and since when. Carried by the real-time hub on the channel
 * `presence:{entity}:{id}` as ephemeral signals (nothing stored):
 *
 *   client → server  publish { event: "here", data: { since } }   on opening, then every HEARTBEAT_MS
 *                    publish { event: "left" }                    on closing
 *   server → others  event "here" { id, name, since } / "left" { id }   (id and name from the session)
 *
 * A newcomer learns of those already there because each answers a "here" from someone it did not
 * know with its own "here". An entry not refreshed within EXPIRY_MS is dropped (a closed tab).
 */
export const PRESENCE_KIND = "presence";
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_EXPIRY_MS = 25_000;

export type PresenceEntry = { id: string; name: string; since: string };

export function presenceChannel(entity: string, id: number | string): string {
  return `${PRESENCE_KIND}:${entity}:${id}`;
}

/** `since` from a client: an ISO time not in the future (else now). */
export function presenceSince(value: unknown, now = new Date()): string {
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) && time <= now.getTime() ? new Date(time).toISOString() : now.toISOString();
}
