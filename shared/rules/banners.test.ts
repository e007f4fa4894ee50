import { describe, expect, it } from "vitest";
import {
  addDismissal,
  bannerMatchesPath,
  countdownParts,
  EARLY_DISMISSAL_SCRIPT,
  isBannerVisible,
  parseDismissalDuration,
  readDismissals,
} from "./banners.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("parseDismissalDuration", () => {
  it("reads a number followed by minute(s), hour(s), day(s), month(s) or year(s)", () => {
    expect(parseDismissalDuration("1 minute")).toBe(MINUTE);
    expect(parseDismissalDuration("30 minutes")).toBe(30 * MINUTE);
    expect(parseDismissalDuration("1 hour")).toBe(HOUR);
    expect(parseDismissalDuration("12 hours")).toBe(12 * HOUR);
    expect(parseDismissalDuration("1 day")).toBe(DAY);
    expect(parseDismissalDuration("7 days")).toBe(7 * DAY);
    expect(parseDismissalDuration("1 month")).toBe(30 * DAY);
    expect(parseDismissalDuration("2 months")).toBe(60 * DAY);
    expect(parseDismissalDuration("1 year")).toBe(365 * DAY);
    expect(parseDismissalDuration("3 years")).toBe(3 * 365 * DAY);
  });

  it("accepts any letter case, surrounding spaces and no space before the unit", () => {
    expect(parseDismissalDuration("  2 Days ")).toBe(2 * DAY);
    expect(parseDismissalDuration("5MINUTES")).toBe(5 * MINUTE);
  });

  it("means 1 minute for anything else, or none", () => {
    for (const text of [
      null,
      undefined,
      "",
      "forever",
      "minutes",
      "1 week",
      "1 dayz",
      "-2 days",
      "0 days",
      "2 days ago",
      "1e3 days",
      "x 1 day",
    ]) {
      expect(parseDismissalDuration(text), String(text)).toBe(MINUTE);
    }
  });
});

describe("bannerMatchesPath", () => {
  it("shows a banner without page paths everywhere", () => {
    expect(bannerMatchesPath([], "/anything")).toBe(true);
    expect(bannerMatchesPath(null, "/")).toBe(true);
  });

  it("matches the page with or without a language prefix, / and /home alike", () => {
    expect(bannerMatchesPath(["/services"], "/services")).toBe(true);
    expect(bannerMatchesPath(["/services"], "/es/services")).toBe(true);
    expect(bannerMatchesPath(["/services"], "/services/")).toBe(true);
    expect(bannerMatchesPath(["/services"], "/about")).toBe(false);
    expect(bannerMatchesPath(["/services"], "/services/strategy")).toBe(false);
    expect(bannerMatchesPath(["/home"], "/")).toBe(true);
    expect(bannerMatchesPath(["/"], "/de")).toBe(true);
  });

  it("treats /x/* as the page and everything under it", () => {
    expect(bannerMatchesPath(["/blog/*"], "/blog")).toBe(true);
    expect(bannerMatchesPath(["/blog/*"], "/fr/blog/first-post")).toBe(true);
    expect(bannerMatchesPath(["/blog/*"], "/blogging")).toBe(false);
  });
});

describe("isBannerVisible", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  const banner = { id: 4, is_enabled: true, end_date_promotion: null, page_paths: [] as string[] };

  it("hides disabled banners", () => {
    expect(isBannerVisible(banner, { path: "/", now })).toBe(true);
    expect(isBannerVisible({ ...banner, is_enabled: false }, { path: "/", now })).toBe(false);
  });

  it("hides banners from their end date on", () => {
    expect(isBannerVisible({ ...banner, end_date_promotion: "2026-06-01T12:00:01Z" }, { path: "/", now })).toBe(true);
    expect(isBannerVisible({ ...banner, end_date_promotion: "2026-06-01T12:00:00Z" }, { path: "/", now })).toBe(false);
    expect(isBannerVisible({ ...banner, end_date_promotion: new Date(now - DAY) }, { path: "/", now })).toBe(false);
  });

  it("hides banners on pages they do not list", () => {
    expect(isBannerVisible({ ...banner, page_paths: ["/pricing"] }, { path: "/it/pricing", now })).toBe(true);
    expect(isBannerVisible({ ...banner, page_paths: ["/pricing"] }, { path: "/", now })).toBe(false);
  });

  it("hides dismissed banners until the dismissal expires", () => {
    const dismissed = [{ id: 4, expiresAt: now + 1 }];
    expect(isBannerVisible(banner, { path: "/", now, dismissed })).toBe(false);
    expect(isBannerVisible(banner, { path: "/", now: now + 1, dismissed })).toBe(true);
    expect(isBannerVisible({ ...banner, id: 5 }, { path: "/", now, dismissed })).toBe(true);
  });
});

describe("stored dismissals", () => {
  const now = 1_000_000;
  it("reads only well-formed entries still in force", () => {
    const raw = JSON.stringify([
      { id: 1, expiresAt: now + 10 },
      { id: 2, expiresAt: now - 10 },
      { id: "3", expiresAt: new Date(now + 60_000).toISOString() },
      { id: "x", expiresAt: now + 10 },
      null,
      { id: 4 },
    ]);
    expect(readDismissals(raw, now)).toEqual([
      { id: 1, expiresAt: now + 10 },
      { id: 3, expiresAt: now + 60_000 },
    ]);
  });

  it("treats anything that is not a list as no dismissals", () => {
    for (const raw of [null, "", "{", '{"id":1}', "42", '"text"']) expect(readDismissals(raw, now)).toEqual([]);
  });

  it("adds a dismissal with the banner's duration, replacing an older one", () => {
    const list = addDismissal([{ id: 1, expiresAt: now + 5 }], 1, "2 hours", now);
    expect(list).toEqual([{ id: 1, expiresAt: now + 2 * HOUR }]);
    expect(addDismissal(list, 2, "nonsense", now)).toContainEqual({ id: 2, expiresAt: now + MINUTE });
  });
});

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = 0;
    expect(countdownParts(new Date(2 * DAY + 3 * HOUR + 4 * MINUTE + 5000), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it("is null once the end is past (the banner reads Sale Ended)", () => {
    expect(countdownParts(new Date(1000), 1000)).toBeNull();
    expect(countdownParts(new Date(0), 5000)).toBeNull();
    expect(countdownParts("not a date", 0)).toBeNull();
  });
});

describe("EARLY_DISMISSAL_SCRIPT", () => {
  // Runs the inline script against a stand-in document and storage; returns the CSS it adds.
  function run(stored: unknown, now = 1_000_000): string | null {
    let css: string | null = null;
    const element = { id: "", textContent: "" };
    const documentStub = {
      createElement: () => element,
      head: { appendChild: () => (css = element.textContent) },
    };
    const storage = { getItem: () => JSON.stringify(stored) };
    const dateStub = { now: () => now, parse: Date.parse };
    new Function("localStorage", "document", "Date", EARLY_DISMISSAL_SCRIPT)(storage, documentStub, dateStub);
    return css;
  }

  it("hides a dismissed banner and the slot that reserves a top banner's height", () => {
    const css = run([{ id: 7, expiresAt: 2_000_000 }]);
    expect(css).toBe('[data-banner-id="7"],[data-banner-slot="7"]{display:none!important}');
  });

  it("adds nothing for expired or malformed entries", () => {
    expect(run([{ id: 7, expiresAt: 10 }])).toBeNull();
    expect(run([{ id: "7;}*{color:red", expiresAt: 2_000_000 }])).toBeNull();
    expect(run({ id: 7 })).toBeNull();
  });
});
