import { describe, expect, it } from "vitest";
import {
  canReschedule,
  canTransition,
  computeSlots,
  formatWaited,
  instantOf,
  refuseMove,
  START_WINDOW_MINUTES,
  statusAfter,
  type BookingMove,
  type BookingStatus,
  type SlotRules,
} from "./meetings.ts";

const rules = (timeZone: string, overrides: Partial<SlotRules> = {}): SlotRules => ({
  duration_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  minimum_notice_minutes: 0,
  booking_horizon_days: 365,
  time_zone: timeZone,
  weekly_hours: Object.fromEntries(
    (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const).map((day) => [
      day,
      [{ start: "09:00", end: "12:00" }],
    ]),
  ),
  date_overrides: [],
  ...overrides,
});

const iso = (ms: number) => new Date(ms).toISOString();
const slotsOn = (r: SlotRules, from: string, to: string, busy = new Map()) =>
  computeSlots({
    rules: r,
    hosts: ["h"],
    busy,
    from: Date.parse(from),
    to: Date.parse(to),
    now: Date.parse("2026-01-01T00:00:00Z"),
  }).map((slot) => iso(slot.start));

describe("slots across a daylight-saving change", () => {
  it("keeps 9:00 at 9:00 in Berlin on both sides of the spring change (29 March 2026)", () => {
    // Saturday 28 March is UTC+1, Monday 30 March UTC+2.
    expect(slotsOn(rules("Europe/Berlin"), "2026-03-28T00:00:00Z", "2026-03-29T00:00:00Z")).toEqual([
      "2026-03-28T08:00:00.000Z",
      "2026-03-28T09:00:00.000Z",
      "2026-03-28T10:00:00.000Z",
    ]);
    expect(slotsOn(rules("Europe/Berlin"), "2026-03-30T00:00:00Z", "2026-03-31T00:00:00Z")).toEqual([
      "2026-03-30T07:00:00.000Z",
      "2026-03-30T08:00:00.000Z",
      "2026-03-30T09:00:00.000Z",
    ]);
  });

  it("keeps 9:00 at 9:00 in New York on both sides of the autumn change (1 November 2026)", () => {
    // Saturday 31 October is UTC-4, Monday 2 November UTC-5.
    expect(slotsOn(rules("America/New_York"), "2026-10-31T00:00:00Z", "2026-11-01T00:00:00Z")).toEqual([
      "2026-10-31T13:00:00.000Z",
      "2026-10-31T14:00:00.000Z",
      "2026-10-31T15:00:00.000Z",
    ]);
    expect(slotsOn(rules("America/New_York"), "2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z")).toEqual([
      "2026-11-02T14:00:00.000Z",
      "2026-11-02T15:00:00.000Z",
      "2026-11-02T16:00:00.000Z",
    ]);
  });

  it("offers no slot in the hour the clock skips, and the repeated hour once", () => {
    const night = { sun: [{ start: "01:00", end: "04:00" }] };
    // Berlin, 29 March 2026: 02:00–03:00 does not exist.
    expect(
      slotsOn(rules("Europe/Berlin", { weekly_hours: night }), "2026-03-28T00:00:00Z", "2026-03-30T00:00:00Z"),
    ).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T01:00:00.000Z"]);
    expect(instantOf("2026-03-29", 150, "Europe/Berlin")).toBeNull();
    // New York, 1 November 2026: 01:00–02:00 happens twice; the first is offered.
    expect(
      slotsOn(rules("America/New_York", { weekly_hours: night }), "2026-10-31T12:00:00Z", "2026-11-02T00:00:00Z"),
    ).toEqual(["2026-11-01T05:00:00.000Z", "2026-11-01T07:00:00.000Z", "2026-11-01T08:00:00.000Z"]);
  });
});

describe("the slot function", () => {
  const r = rules("Europe/Berlin", { buffer_after_minutes: 15 });
  it("leaves out a host's busy stretch together with the buffers", () => {
    const busy = new Map([
      ["h", [{ from: Date.parse("2026-03-30T08:00:00Z"), until: Date.parse("2026-03-30T09:00:00Z") }]],
    ]);
    // 09:00 local would run into the busy hour with its 15-minute buffer after; 10:00 is busy;
    // 11:00 touches nothing.
    expect(slotsOn(r, "2026-03-30T00:00:00Z", "2026-03-31T00:00:00Z", busy)).toEqual(["2026-03-30T09:00:00.000Z"]);
  });

  it("applies date overrides, minimum notice and the horizon", () => {
    const closed = rules("UTC", { date_overrides: [{ date: "2026-05-04", intervals: [] }] });
    expect(slotsOn(closed, "2026-05-04T00:00:00Z", "2026-05-05T00:00:00Z")).toEqual([]);
    const special = rules("UTC", {
      date_overrides: [{ date: "2026-05-04", intervals: [{ start: "14:00", end: "15:00" }] }],
    });
    expect(slotsOn(special, "2026-05-04T00:00:00Z", "2026-05-05T00:00:00Z")).toEqual(["2026-05-04T14:00:00.000Z"]);
    const now = Date.parse("2026-05-04T09:30:00Z");
    const soon = computeSlots({
      rules: rules("UTC", { minimum_notice_minutes: 60, booking_horizon_days: 1 }),
      hosts: ["h"],
      busy: new Map(),
      from: now,
      to: now + 3 * 86_400_000,
      now,
    }).map((slot) => iso(slot.start));
    expect(soon).toEqual(["2026-05-04T11:00:00.000Z", "2026-05-05T09:00:00.000Z"]);
  });

  it("names every free host of a slot, in the type's order", () => {
    const busy = new Map([
      ["a", [{ from: Date.parse("2026-05-04T09:00:00Z"), until: Date.parse("2026-05-04T10:00:00Z") }]],
    ]);
    const slots = computeSlots({
      rules: rules("UTC"),
      hosts: ["a", "b"],
      busy,
      from: Date.parse("2026-05-04T09:00:00Z"),
      to: Date.parse("2026-05-04T11:00:00Z"),
      now: Date.parse("2026-05-01T00:00:00Z"),
    });
    expect(slots.map((slot) => slot.hosts)).toEqual([["b"], ["a", "b"]]);
  });
});

describe("the booking status machine (spec §4)", () => {
  const all: BookingStatus[] = ["confirmed", "scheduled", "waiting", "in_progress", "completed", "cancelled"];
  it("lets the guest wait, leave, and end the call; the host admit; both cancel", () => {
    expect(canTransition("confirmed", "waiting", "guest")).toBe(true);
    expect(canTransition("waiting", "confirmed", "guest")).toBe(true);
    expect(canTransition("waiting", "in_progress", "host")).toBe(true);
    expect(canTransition("in_progress", "completed", "guest")).toBe(true);
    expect(canTransition("confirmed", "cancelled", "guest")).toBe(true);
    expect(canTransition("waiting", "cancelled", "host")).toBe(true);
  });

  it("never lets the guest admit themselves", () => {
    expect(canTransition("waiting", "in_progress", "guest")).toBe(false);
    expect(canTransition("confirmed", "in_progress", "guest")).toBe(false);
  });

  it("keeps cancelled and completed final: nothing leaves them, no reschedule", () => {
    for (const to of all) {
      for (const actor of ["guest", "host"] as const) {
        expect(canTransition("cancelled", to, actor)).toBe(false);
        expect(canTransition("completed", to, actor)).toBe(false);
      }
    }
    expect(canReschedule("cancelled")).toBe(false);
    expect(canReschedule("completed")).toBe(false);
    expect(canReschedule("in_progress")).toBe(false);
    expect(canReschedule("confirmed")).toBe(true);
  });

  // Every move from every status, by each actor, days ahead: what the machine allows, and where to.
  const ahead = { scheduled_at: 10 * 86_400_000, ends_at: 10 * 86_400_000 + 1_800_000 };
  const allowed: Record<BookingMove, [BookingStatus, BookingStatus, ("guest" | "host")[]][]> = {
    enter: [
      ["confirmed", "waiting", ["guest"]],
      ["scheduled", "waiting", ["guest"]],
    ],
    leave: [["waiting", "confirmed", ["guest", "host"]]],
    admit: [["waiting", "in_progress", ["host"]]],
    // Starting with a guest waiting is admitting them; without one it waits for the meeting's time.
    start: [["waiting", "in_progress", ["host"]]],
    end: [["in_progress", "completed", ["guest", "host"]]],
    no_show: [],
    cancel: [
      ["confirmed", "cancelled", ["guest", "host"]],
      ["scheduled", "cancelled", ["guest", "host"]],
      ["waiting", "cancelled", ["guest", "host"]],
    ],
    reschedule: [
      ["confirmed", "confirmed", ["guest", "host"]],
      ["scheduled", "scheduled", ["guest", "host"]],
    ],
    remove: [
      ["waiting", "waiting", ["host"]],
      ["in_progress", "in_progress", ["host"]],
    ],
  };
  for (const [move, entries] of Object.entries(allowed) as [BookingMove, (typeof allowed)[BookingMove]][]) {
    it(`${move}: allowed only from ${entries.map(([from]) => from).join(", ") || "no status days ahead"}`, () => {
      for (const status of all) {
        for (const actor of ["guest", "host"] as const) {
          const entry = entries.find(([from]) => from === status);
          const expected = entry && entry[2].includes(actor) ? null : expect.any(String);
          expect(refuseMove(move, { status, ...ahead }, actor, 0), `${move} ${status} ${actor}`).toEqual(expected);
          if (entry && expected === null) expect(statusAfter(move, status)).toBe(entry[1]);
        }
      }
    });
  }

  it("admits only a waiting guest: a confirmed booking days ahead is refused and stays confirmed", () => {
    expect(refuseMove("admit", { status: "confirmed", ...ahead }, "host", 0)).toBe("invalid_transition");
    expect(canTransition("confirmed", "in_progress", "host")).toBe(false);
  });

  it("starts a confirmed meeting only in its start window, by the host", () => {
    const at = { status: "confirmed" as const, scheduled_at: 3_600_000, ends_at: 5_400_000 };
    const window = START_WINDOW_MINUTES * 60_000;
    expect(refuseMove("start", at, "host", at.scheduled_at - window - 1)).toBe("too_early");
    expect(refuseMove("start", at, "host", at.scheduled_at - window)).toBeNull();
    expect(refuseMove("start", at, "host", at.ends_at - 1)).toBeNull();
    expect(refuseMove("start", at, "host", at.ends_at)).toBe("over");
    expect(refuseMove("start", at, "guest", at.scheduled_at)).toBe("invalid_transition");
    expect(statusAfter("start", "confirmed")).toBe("in_progress");
  });

  it("marks a no-show once the meeting has started, never before", () => {
    const at = { status: "confirmed" as const, scheduled_at: 3_600_000, ends_at: 5_400_000 };
    expect(refuseMove("no_show", at, "host", at.scheduled_at - 1)).toBe("too_early");
    expect(refuseMove("no_show", at, "host", at.scheduled_at)).toBeNull();
    expect(refuseMove("no_show", at, "guest", at.scheduled_at)).toBe("invalid_transition");
    expect(refuseMove("no_show", { ...at, status: "in_progress" }, "host", at.scheduled_at)).toBe("invalid_transition");
    expect(statusAfter("no_show", "confirmed")).toBe("completed");
  });

  it("shows the time waited as minutes:seconds", () => {
    expect(formatWaited(0)).toBe("0:00");
    expect(formatWaited(187)).toBe("3:07");
    expect(formatWaited(3600)).toBe("60:00");
  });
});
