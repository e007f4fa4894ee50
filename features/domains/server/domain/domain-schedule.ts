import type { DomainStatus } from "../../../../server/db/schema/domains.ts";

/**
 * When a custom domain is checked again, and what a check's outcome does to it (decision 066).
 * Pure: the clock is a parameter, so the schedule is tested without waiting.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A pending domain: soon after it is added (the admin is setting DNS now), then less often. */
export const PENDING_BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR] as const;
/** After the steps above, a pending domain is checked twice a day… */
export const PENDING_LATE_MS = 12 * HOUR;
/** …until seven days of checks have passed: then only its Verify button checks it. */
export const PENDING_GIVE_UP_MS = 7 * DAY;
/** A verified domain is re-verified daily. */
export const ACTIVE_RECHECK_MS = DAY;
/** A domain whose record is missing is looked at hourly during its grace period. */
export const FAILING_RECHECK_MS = HOUR;

/** The delay before the check after `attempts` failed checks of a pending domain; null: give up. */
export function pendingDelay(attempts: number): number | null {
  if (attempts < PENDING_BACKOFF_MS.length) return PENDING_BACKOFF_MS[attempts]!;
  const spent = PENDING_BACKOFF_MS.reduce((sum, delay) => sum + delay, 0);
  const late = attempts - PENDING_BACKOFF_MS.length;
  return spent + (late + 1) * PENDING_LATE_MS > PENDING_GIVE_UP_MS ? null : PENDING_LATE_MS;
}

export type DomainState = {
  status: DomainStatus;
  is_primary: boolean;
  check_attempts: number;
  failing_since: Date | null;
  failing_notified_at: Date | null;
  verified_at: Date | null;
};

export type DomainPatch = Partial<DomainState> & { last_checked_at: Date; next_check_at: Date | null };

export type CheckOutcome = {
  patch: DomainPatch;
  /** The record has just gone missing from a verified domain: mail the site's admins (once). */
  mailOwners: boolean;
  /** It stopped serving while primary: the platform host becomes primary again. */
  lostPrimary: boolean;
};

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** What a check (`verified` or not) at `now` does to a domain in `state`. */
export function afterCheck(state: DomainState, verified: boolean, now: Date, graceDays: number): CheckOutcome {
  const base = { last_checked_at: now };
  if (verified) {
    return {
      patch: {
        ...base,
        status: "active",
        verified_at: state.status === "pending" ? now : (state.verified_at ?? now),
        failing_since: null,
        failing_notified_at: null,
        check_attempts: 0,
        next_check_at: at(now, ACTIVE_RECHECK_MS),
      },
      mailOwners: false,
      lostPrimary: false,
    };
  }
  if (state.status === "pending") {
    const attempts = state.check_attempts + 1;
    const delay = pendingDelay(attempts);
    return {
      patch: { ...base, check_attempts: attempts, next_check_at: delay === null ? null : at(now, delay) },
      mailOwners: false,
      lostPrimary: false,
    };
  }
  if (state.status === "active") {
    return {
      patch: {
        ...base,
        status: "failing",
        failing_since: now,
        check_attempts: 0,
        next_check_at: at(now, FAILING_RECHECK_MS),
        ...(state.failing_notified_at ? {} : { failing_notified_at: now }),
      },
      mailOwners: !state.failing_notified_at,
      lostPrimary: false,
    };
  }
  // Failing: still served until the grace period ends, then pending again (no longer served).
  const since = state.failing_since ?? now;
  if (now.getTime() - since.getTime() >= graceDays * DAY) {
    return {
      patch: {
        ...base,
        status: "pending",
        is_primary: false,
        verified_at: null,
        failing_since: null,
        failing_notified_at: null,
        check_attempts: 0,
        next_check_at: at(now, PENDING_BACKOFF_MS[0]),
      },
      mailOwners: false,
      lostPrimary: state.is_primary,
    };
  }
  return {
    patch: { ...base, failing_since: since, next_check_at: at(now, FAILING_RECHECK_MS) },
    mailOwners: false,
    lostPrimary: false,
  };
}
