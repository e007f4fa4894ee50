import { describe, expect, it } from "vitest";
import { formatDateTime, isSupportedTimeZone, timeZones } from "./date-time.ts";

describe("time zones (decision 080)", () => {
  it("accepts the zones Intl lists and UTC, nothing else", () => {
    expect(isSupportedTimeZone("Europe/Paris")).toBe(true);
    expect(isSupportedTimeZone("UTC")).toBe(true);
    for (const value of ["Mars/Olympus_Mons", "", "europe/paris ", null, 3])
      expect(isSupportedTimeZone(value)).toBe(false);
    expect(timeZones()).toContain("Asia/Tokyo");
  });
});

describe("formatDateTime", () => {
  const instant = "2026-03-01T23:30:00Z";

  it("formats in the person's language and zone", () => {
    expect(formatDateTime(instant, { locale: "en", timeZone: "UTC", style: "date" })).toBe("Mar 1, 2026");
    // Already the next day in Tokyo.
    expect(formatDateTime(instant, { locale: "en", timeZone: "Asia/Tokyo", style: "date" })).toBe("Mar 2, 2026");
    expect(formatDateTime(instant, { locale: "de", timeZone: "Europe/Berlin" })).toBe("02.03.2026, 00:30");
    expect(formatDateTime(instant, { locale: "ar", timeZone: "UTC", style: "time" })).toMatch(/١١:٣٠|11:30/);
  });

  it("falls back to the runtime's zone for an unknown one and gives nothing for an unreadable date", () => {
    expect(formatDateTime(instant, { locale: "en", timeZone: "Nowhere/Land" })).toBe(
      formatDateTime(instant, { locale: "en" }),
    );
    expect(formatDateTime("not a date", { locale: "en" })).toBe("");
  });
});
