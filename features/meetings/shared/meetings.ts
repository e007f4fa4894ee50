/**
 * Meetings rules shared by the server and the /book page (decision 036): the booking status machine of
 * spec public-site §4, and the one slot function that both the listing and the booking use, so
 * that what is offered can be booked (cal.com#29532). Times are wall-clock hours in a time zone,
 * converted with Intl (Node 24 has no Temporal yet), so daylight-saving changes never shift them.
 */

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** "HH:MM" from 00:00 to 24:00. */
export type Interval = { start: string; end: string };
export type WeeklyHours = Partial<Record<Weekday, Interval[]>>;
/** A day ("YYYY-MM-DD" in the type's zone) with other hours than the week's; none means closed. */
export type DateOverride = { date: string; intervals: Interval[] };

export type BookingStatus = "confirmed" | "scheduled" | "waiting" | "in_progress" | "completed" | "cancelled";

/** Who asks for a change: the guest (signed link or their session), or the host or an admin. */
export type BookingActor = "guest" | "host";

/**
 * The booking status machine of spec §4, as MOVES (what someone means to do), the one table every
 * caller checks (guest/host PUT, the waiting room's leave, launch-video, the admin's actions):
 * a booked meeting is confirmed (or scheduled); the guest enters the waiting room (waiting) and may
 * leave it (confirmed again); the host admits a WAITING guest (in_progress), or starts the meeting
 * once its time has come (in_progress; the guest joins when they arrive); leaving the call ends it
 * (completed); a guest who never came is a no-show once the meeting has started. Cancelled and
 * completed are final: nothing leaves them, and only a booking not yet started moves to another time.
 * The host may remove a guest who is waiting or in the call.
 */
export type BookingMove =
  "enter" | "leave" | "admit" | "start" | "end" | "no_show" | "cancel" | "reschedule" | "remove";

/** Before its time, a host can start a meeting this early (and until it is over). */
export const START_WINDOW_MINUTES = 10;

type MoveRule = {
  from: readonly BookingStatus[];
  /** The status it leads to; none: the status stays (a reschedule). */
  to?: BookingStatus;
  by: readonly BookingActor[];
  /** start: from START_WINDOW_MINUTES before the meeting until its end; started: from its start on. */
  when?: "start" | "started";
};

const LIVE: readonly BookingStatus[] = ["confirmed", "scheduled"];
const GUEST_AND_HOST: readonly BookingActor[] = ["guest", "host"];

export const BOOKING_MOVES: Record<BookingMove, MoveRule> = {
  enter: { from: LIVE, to: "waiting", by: ["guest"] },
  leave: { from: ["waiting"], to: "confirmed", by: GUEST_AND_HOST },
  admit: { from: ["waiting"], to: "in_progress", by: ["host"] },
  start: { from: LIVE, to: "in_progress", by: ["host"], when: "start" },
  end: { from: ["in_progress"], to: "completed", by: GUEST_AND_HOST },
  no_show: { from: LIVE, to: "completed", by: ["host"], when: "started" },
  cancel: { from: [...LIVE, "waiting"], to: "cancelled", by: GUEST_AND_HOST },
  reschedule: { from: LIVE, by: GUEST_AND_HOST },
  // The host removes the guest from the room or the call (stored on the booking; the status stays).
  remove: { from: ["waiting", "in_progress"], by: ["host"] },
};

/** Why a move is refused: not from this status (or not by this actor), before its time, or after the meeting. */
export type MoveRefusal = "invalid_transition" | "too_early" | "over";

/**
 * THE check of the machine: may `actor` make `move` on this booking at `now`? Null when allowed.
 * Starting a meeting that has a guest waiting is admitting them (no time rule: they are there).
 */
export function refuseMove(
  move: BookingMove,
  booking: { status: BookingStatus; scheduled_at: number; ends_at: number },
  actor: BookingActor,
  now: number,
): MoveRefusal | null {
  if (move === "start" && booking.status === "waiting") move = "admit";
  const rule = BOOKING_MOVES[move];
  if (!rule.from.includes(booking.status) || !rule.by.includes(actor)) return "invalid_transition";
  if (rule.when === "start") {
    if (now < booking.scheduled_at - START_WINDOW_MINUTES * 60_000) return "too_early";
    if (now >= booking.ends_at) return "over";
  }
  if (rule.when === "started" && now < booking.scheduled_at) return "too_early";
  return null;
}

/** The status a move leads to from `status` (a reschedule keeps it). */
export function statusAfter(move: BookingMove, status: BookingStatus): BookingStatus {
  return BOOKING_MOVES[move].to ?? status;
}

/**
 * The move a requested status means (`PUT /api/meetings/bookings/{id}` names the status): the
 * guest enters or leaves the waiting room, the host admits, the call ends, either cancels. Asking
 * for in_progress is admitting (a waiting guest only); starting is the host's launch-video.
 */
export function moveToStatus(from: BookingStatus, to: BookingStatus): BookingMove | null {
  switch (to) {
    case "waiting":
      return "enter";
    case "confirmed":
    case "scheduled":
      return "leave";
    case "in_progress":
      return "admit";
    case "completed":
      return from === "in_progress" ? "end" : "no_show";
    case "cancelled":
      return "cancel";
  }
}

/** May `actor` move a booking from `from` to `to` (time rules aside)? For the UI and the tests. */
export function canTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  const move = moveToStatus(from, to);
  if (!move) return false;
  const rule = BOOKING_MOVES[move];
  return rule.to === to && rule.from.includes(from) && rule.by.includes(actor);
}

/** Only a booking still ahead and not started moves to another time. */
export function canReschedule(status: BookingStatus): boolean {
  return BOOKING_MOVES.reschedule.from.includes(status);
}

export function isFinal(status: BookingStatus): boolean {
  return status === "completed" || status === "cancelled";
}

/** "3:07" for 187 seconds: the waiting room's minutes:seconds (§4). */
export function formatWaited(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

// --- Time zones ---

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`. */
export function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time happens in `timeZone`, or null when the clock skips it (the hour
 * lost when summer time starts). A time that happens twice (the hour repeated in autumn) is its
 * first occurrence.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const local = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset can only be one of the offsets near `local`; try the earlier occurrence first.
  const candidates = [
    local - zoneOffsetMinutes(local - 86_400_000 / 2, timeZone) * 60_000,
    local - zoneOffsetMinutes(local + 86_400_000 / 2, timeZone) * 60_000,
  ].sort((a, b) => a - b);
  for (const instant of candidates) {
    if (local - zoneOffsetMinutes(instant, timeZone) * 60_000 === instant) return instant;
  }
  return null;
}

/** "YYYY-MM-DD" of the day `instant` falls on in `timeZone`. */
export function localDate(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekday(date: string): Weekday {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

// --- Slots ---

export type SlotRules = {
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  booking_horizon_days: number;
  time_zone: string;
  weekly_hours: WeeklyHours;
  date_overrides: DateOverride[];
};

/** A busy stretch of one host (another booking with its buffers), epoch ms, end exclusive. */
export type Busy = { from: number; until: number };

export type Slot = { start: number; end: number; hosts: string[] };

/** The stretch a meeting at `start` keeps its host from other meetings: itself plus the buffers. */
export function blockedRange(rules: SlotRules, start: number): Busy {
  return {
    from: start - rules.buffer_before_minutes * 60_000,
    until: start + (rules.duration_minutes + rules.buffer_after_minutes) * 60_000,
  };
}

/** The longest booking horizon a meeting type may have (its `booking_horizon_days`). */
export const MAX_BOOKING_HORIZON_DAYS = 365;

/**
 * Every date a booking request names (a listing's from/to, a booking's or a move's time) lies
 * within the longest horizon of now, either way (and a day more, for the zones): nothing further is
 * ever offered, and a year like 9999 would overflow the database's timestamps once durations and
 * zones are added.
 */
export function isWithinBookingReach(instant: number, now = Date.now()): boolean {
  return Number.isFinite(instant) && Math.abs(instant - now) <= (MAX_BOOKING_HORIZON_DAYS + 1) * 86_400_000;
}

/** The longest window one listing may cover, so a request cannot make the server walk years of days. */
export const MAX_SLOT_WINDOW_DAYS = 62;

/**
 * Free slots starting in [from, to): the availability of each day in the type's zone, cut into
 * meetings of `duration_minutes` on the wall clock, past the minimum notice and within the
 * horizon, with at least one host whose busy stretches leave the meeting and its buffers free.
 * `hosts` lists the free hosts of each slot, in the type's order (the booking takes the first).
 */
export function computeSlots({
  rules,
  hosts,
  busy,
  from,
  to,
  now,
}: {
  rules: SlotRules;
  hosts: readonly string[];
  busy: ReadonlyMap<string, readonly Busy[]>;
  from: number;
  to: number;
  now: number;
}): Slot[] {
  const earliest = Math.max(from, now + rules.minimum_notice_minutes * 60_000);
  const latest = Math.min(to, now + rules.booking_horizon_days * 86_400_000);
  if (earliest >= latest || hosts.length === 0 || rules.duration_minutes <= 0) return [];
  const duration = rules.duration_minutes * 60_000;
  const overrides = new Map(rules.date_overrides.map((entry) => [entry.date, entry.intervals]));
  const slots: Slot[] = [];
  const lastDay = localDate(latest, rules.time_zone);
  for (let day = addDays(localDate(earliest, rules.time_zone), -1); day <= lastDay; day = addDays(day, 1)) {
    const intervals = overrides.get(day) ?? rules.weekly_hours[weekday(day)] ?? [];
    for (const interval of intervals) {
      const open = minutesOf(interval.start);
      const close = minutesOf(interval.end);
      const closeAt = instantOf(day, close, rules.time_zone) ?? instantOf(day, close + 60, rules.time_zone);
      if (closeAt === null) continue;
      for (let minute = open; minute + rules.duration_minutes <= close; minute += rules.duration_minutes) {
        const start = instantOf(day, minute, rules.time_zone);
        // A wall time the clock skips is no slot; one that ends past the day's closing neither.
        if (start === null || start + duration > closeAt) continue;
        if (start < earliest || start >= latest) continue;
        const blocked = blockedRange(rules, start);
        const free = hosts.filter(
          (host) =>
            !(busy.get(host) ?? []).some((stretch) => stretch.from < blocked.until && blocked.from < stretch.until),
        );
        if (free.length > 0) slots.push({ start, end: start + duration, hosts: free });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}
