import { PRESENCE_KIND, presenceSince } from "../../shared/realtime/presence.ts";
import { AppError } from "../errors.ts";
import type { RealtimeHub } from "./hub.ts";

/** `presence:{entity}:{id}`: who has a record open in an editor (shared/realtime/presence.ts). Admins only. */
export function registerPresenceChannel(hub: Pick<RealtimeHub, "defineChannel" | "signal">): void {
  hub.defineChannel(PRESENCE_KIND, {
    authorize: ({ principal, parts }) =>
      principal.kind === "staff" && parts.length === 2 && /^[a-z][a-z_-]{0,31}$/.test(parts[0]!),
    receive: async ({ principal, channel, event, data, connectionId }) => {
      if (event !== "here" && event !== "left") throw new AppError("bad_request", `Unknown event ${event}`);
      const since = presenceSince((data as { since?: unknown } | undefined)?.since);
      hub.signal({
        organizationId: principal.organizationId,
        channel,
        event,
        data: event === "here" ? { id: principal.id, name: principal.name, since } : { id: principal.id },
        exceptConnection: connectionId,
      });
    },
  });
}
