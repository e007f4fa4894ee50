import { useEffect, useState } from "react";
import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_HEARTBEAT_MS,
  presenceChannel,
  type PresenceEntry,
} from "../../../shared/realtime/presence.ts";
import { RealtimeClient } from "../../../shared/realtime/realtime-client.ts";

let shared: RealtimeClient | null = null;

/** The page's one real-time connection for editors (opened on first use, staff by session cookie). */
function realtime(): RealtimeClient | null {
  if (typeof window === "undefined" || typeof WebSocket === "undefined") return null;
  return (shared ??= new RealtimeClient());
}

/**
 * The other admins who have this record open in an editor, with the time they opened it
 * (shared/realtime/presence.ts). `id` null (a new record) or `enabled` false: nobody, nothing sent.
 */
export function useEditingPresence(entity: string, id: number | string | null, enabled = true): PresenceEntry[] {
  const [others, setOthers] = useState<PresenceEntry[]>([]);
  useEffect(() => {
    const client = enabled && id !== null ? realtime() : null;
    if (!client || id === null) return;
    const channel = presenceChannel(entity, id);
    const since = new Date().toISOString();
    const seen = new Map<string, PresenceEntry & { at: number }>();
    const publish = () => {
      setOthers([...seen.values()].map(({ id, name, since }) => ({ id, name, since })));
    };
    const announce = () => client.signal(channel, "here", { since });
    const stop = client.subscribe(channel, {
      onSubscribed: announce,
      onEvent: ({ event, data }) => {
        const entry = data as Partial<PresenceEntry> | null;
        if (!entry || typeof entry.id !== "string") return;
        if (event === "left") {
          seen.delete(entry.id);
        } else if (event === "here" && typeof entry.name === "string" && typeof entry.since === "string") {
          const known = seen.has(entry.id);
          seen.set(entry.id, { id: entry.id, name: entry.name, since: entry.since, at: Date.now() });
          if (!known) announce(); // so that the newcomer learns of us too
        }
        publish();
      },
    });
    const heartbeat = setInterval(() => {
      announce();
      const cutoff = Date.now() - PRESENCE_EXPIRY_MS;
      let changed = false;
      for (const [key, entry] of seen) {
        if (entry.at < cutoff) changed = seen.delete(key) || changed;
      }
      if (changed) publish();
    }, PRESENCE_HEARTBEAT_MS);
    return () => {
      clearInterval(heartbeat);
      client.signal(channel, "left", {});
      stop();
    };
  }, [entity, id, enabled]);
  return others;
}
