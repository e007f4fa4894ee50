/**
 * Work that runs after its request was answered (reset mails, Better Auth's background tasks).
 * Tracked so that shutdown lets it finish and tests can wait for it before comparing state.
 */
const pending = new Set<Promise<unknown>>();

export function trackBackground(work: Promise<unknown>): void {
  const tracked = work.finally(() => pending.delete(tracked));
  // The caller handles errors; a rejection here must not become an unhandled one.
  tracked.catch(() => {});
  pending.add(tracked);
}

/** Resolves once every piece of background work started so far (and any it started) has ended. */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
