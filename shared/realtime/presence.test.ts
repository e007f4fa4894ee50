import { describe, expect, it } from "vitest";
import { presenceChannel, presenceSince } from "./presence.ts";

describe("editing presence", () => {
  it("names a record's channel", () => {
    expect(presenceChannel("hero", 12)).toBe("presence:hero:12");
  });

  it("takes a past `since` as sent, and now for anything else", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    expect(presenceSince("2026-11-26T09:58:00.000Z", now)).toBe("2026-11-26T09:58:00.000Z");
    expect(presenceSince("2026-11-26T11:00:00Z", now)).toBe(now.toISOString());
    expect(presenceSince("yesterday", now)).toBe(now.toISOString());
    expect(presenceSince(undefined, now)).toBe(now.toISOString());
  });
});
