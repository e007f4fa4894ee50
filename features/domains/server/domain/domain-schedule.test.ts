import { describe, expect, it } from "vitest";
import { afterCheck, pendingDelay, type DomainState } from "./domain-schedule.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t0 = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

const pending: DomainState = {
  status: "pending",
  is_primary: false,
  check_attempts: 0,
  failing_since: null,
  failing_notified_at: null,
  verified_at: null,
};

describe("when a custom domain is checked again", () => {
  it("backs off a pending domain 1 min, 5 min, 30 min, 2 h, then every 12 h, and gives up after 7 days", () => {
    expect([0, 1, 2, 3, 4, 5].map(pendingDelay)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      12 * HOUR,
      12 * HOUR,
    ]);
    // Walk the schedule with a clock: the checks stop within seven days and a half.
    let state = pending;
    let now = t0;
    let checks = 0;
    for (;;) {
      const { patch } = afterCheck(state, false, now, 7);
      checks += 1;
      state = { ...state, ...patch };
      if (!patch.next_check_at) break;
      expect(patch.next_check_at.getTime()).toBeGreaterThan(now.getTime());
      now = patch.next_check_at;
    }
    expect(now.getTime() - t0.getTime()).toBeLessThanOrEqual(7 * DAY);
    expect(now.getTime() - t0.getTime()).toBeGreaterThan(6 * DAY);
    expect(checks).toBeGreaterThan(10);
    expect(state.status).toBe("pending");
  });

  it("activates a pending domain whose record is found and re-verifies it daily", () => {
    const { patch } = afterCheck({ ...pending, check_attempts: 3 }, true, t0, 7);
    expect(patch).toMatchObject({ status: "active", verified_at: t0, check_attempts: 0, next_check_at: later(DAY) });
  });

  it("marks an active domain failing once its record disappears, and mails its owners once", () => {
    const active: DomainState = { ...pending, status: "active", verified_at: t0 };
    const first = afterCheck(active, false, later(DAY), 7);
    expect(first.patch).toMatchObject({ status: "failing", failing_since: later(DAY) });
    expect(first.mailOwners).toBe(true);
    const failing = { ...active, ...first.patch };
    const second = afterCheck(failing, false, later(DAY + HOUR), 7);
    expect(second.patch.status).toBeUndefined();
    expect(second.mailOwners).toBe(false);
  });

  it("keeps a failing domain through the grace period, then makes it pending and gives up its primary", () => {
    const failing: DomainState = {
      ...pending,
      status: "failing",
      is_primary: true,
      verified_at: t0,
      failing_since: t0,
      failing_notified_at: t0,
    };
    expect(afterCheck(failing, false, later(7 * DAY - HOUR), 7).patch.status).toBeUndefined();
    const lapsed = afterCheck(failing, false, later(7 * DAY), 7);
    expect(lapsed.patch).toMatchObject({ status: "pending", is_primary: false, failing_since: null });
    expect(lapsed.lostPrimary).toBe(true);
  });

  it("heals a failing domain whose record is back, without another mail", () => {
    const failing: DomainState = { ...pending, status: "failing", verified_at: t0, failing_since: t0 };
    const healed = afterCheck(failing, true, later(HOUR), 7);
    expect(healed.patch).toMatchObject({ status: "active", verified_at: t0, failing_since: null });
    expect(healed.mailOwners).toBe(false);
  });
});
