import { describe, expect, it } from "vitest";
import { missingParts } from "../cluster/launch.ts";
import { benchCluster, clusterSummary } from "./cluster.ts";

/**
 * The cluster bench's report, from a tiny run (2 instances, a few visitors, 9 s per scenario): its
 * shape and the promises it checks. Figures are for `npm run bench -- --cluster`, not for a test.
 * Skipped, saying why, without caddy, PostgreSQL or redis-server.
 */
const missing = await missingParts({ redisUrl: "own", build: true });
if (missing) console.warn(`[cluster bench test] skipped: ${missing}`);

const phase = {
  requests: expect.any(Number),
  per_second: expect.any(Number),
  p50_ms: expect.any(Number),
  p99_ms: expect.any(Number),
  status_5xx: expect.any(Number),
  connection_errors: expect.any(Number),
};

describe.skipIf(missing !== null)("npm run bench -- --cluster", () => {
  it(
    "reports pages per phase, chat stored vs delivered, bookings per slot and edit visibility",
    { timeout: 480_000 },
    async () => {
      const report = await benchCluster({
        durationS: 9,
        instances: 2,
        visitors: 3,
        messagesPerVisitor: 1,
        bookingRounds: 1,
        contenders: 4,
        pageConcurrency: 2,
        say: () => {},
      });
      expect(report.scenarios.map((s) => s.scenario)).toEqual(["kill", "redis"]);
      for (const s of report.scenarios) {
        expect(s.pages).toEqual({ before: phase, during: phase, after: phase });
        expect(s.pages.before.requests).toBeGreaterThan(0);
        expect(s.chat).toMatchObject({
          conversations: 3,
          subscribers: 3 + 1,
          subscriptions_checked: 3 * 2,
          subscribe_timeouts: 0,
          after_reconnect: { lost: 0, duplicated: 0, phantom: 0 },
          acknowledged_not_stored: 0,
        });
        expect(s.chat.messages_stored).toBeGreaterThanOrEqual(3);
        expect(s.bookings).toMatchObject({ rounds: 1, contenders_per_slot: 4, double_booked_slots: 0 });
        expect(s.bookings.stored_per_slot).toEqual([1]);
        expect(s.edits.saved).toBeGreaterThan(0);
        expect(s.timeline_s.fault_at).toBeLessThan(s.timeline_s.recovered_at);
      }
      expect(clusterSummary(report)).toMatch(/pages before .* p99 .* ms/);
    },
  );
});
