/**
 * The rate limiter counts in windows aligned to the clock (server/http/rate-limit.ts). A test
 * that fills a per-minute limit exactly must do it inside one window: called before it starts, this
 * waits for the next minute when less than `needMs` of the current one is left. It waits for the
 * clock, never a fixed time.
 */
export async function withinOneMinuteWindow(needMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
