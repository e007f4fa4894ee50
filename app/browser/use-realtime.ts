import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { RealtimeClient, type ConnectionState, type RealtimeEvent } from "../../shared/realtime/realtime-client.ts";

/**
 * One real-time connection per page (decision 035), shared by every component that follows a
 * channel: the inbox list, the open conversation, the dashboard's Tickets card. Staff are known
 * from their session cookie, so no token is sent. Browser only: call it from effects and handlers.
 */
let shared: RealtimeClient | null = null;
const stateListeners = new Set<() => void>();
let lastState: ConnectionState = "connecting";

export function realtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient({
    onState: (state) => {
      lastState = state;
      for (const listener of stateListeners) listener();
    },
  });
  return shared;
}

function subscribeState(listener: () => void) {
  realtimeClient();
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
}

/** connecting, open, offline (reconnecting by itself) or closed. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribeState,
    () => lastState,
    () => "connecting",
  );
}

/**
 * Follows `channel` while mounted (null: nothing). `since` is the sequence the caller's data
 * covers (the REST answer's `seq`), read when the subscription starts; the handlers are read
 * through a ref, so passing new closures does not resubscribe.
 */
export function useChannel(
  channel: string | null,
  handlers: {
    since?: number;
    onEvent(event: RealtimeEvent): void;
    onReset?(seq: number): void;
    /** Replay done, live from here (after every (re)connection). */
    onSubscribed?(seq: number): void;
  },
): void {
  const ref = useRef(handlers);
  useLayoutEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!channel) return;
    const since = ref.current.since;
    // Resubscribing later would replay from an old `since`; the client keeps its own position.
    return realtimeClient().subscribe(channel, {
      ...(since === undefined ? {} : { since }),
      onEvent: (event) => ref.current.onEvent(event),
      onReset: (seq) => ref.current.onReset?.(seq),
      onSubscribed: (seq) => ref.current.onSubscribed?.(seq),
    });
  }, [channel]);
}
