import { afterEach, describe, expect, it, vi } from "vitest";
import {
  INITIAL_SECTIONS_TIMEOUT_MS,
  sectionsErrorText,
  sectionsRefetchUrl,
  withTimeout,
} from "./section-freshness.ts";

afterEach(() => vi.useRealTimers());

describe("section freshness", () => {
  it("refetches from the existing endpoints with the page path and a timestamp parameter", () => {
    expect(sectionsRefetchUrl("template", "/es/about", 1700)).toBe(
      "/api/template-sections?url_page=%2Fes%2Fabout&t=1700",
    );
    expect(sectionsRefetchUrl("heading", "/", 5)).toBe("/api/template-heading-sections?url_page=%2F&t=5");
  });

  it("words failures as the spec's catalogue does", () => {
    expect(sectionsErrorText("template", "HTTP 500")).toBe("Error: HTTP 500");
    expect(sectionsErrorText("heading", "Failed to fetch")).toBe(
      "Error: Failed to fetch Please try refreshing the page or contact support if the issue persists.",
    );
  });

  it("falls back to empty data after 10 s, and on failure", async () => {
    expect(INITIAL_SECTIONS_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const reasons: unknown[] = [];
    const slow = withTimeout(new Promise<string[]>(() => {}), INITIAL_SECTIONS_TIMEOUT_MS, [], (r) => reasons.push(r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(reasons).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).resolves.toEqual([]);
    expect(String(reasons[0])).toContain("timed out after 10000 ms");
    await expect(withTimeout(Promise.reject(new Error("db down")), 10_000, "empty")).resolves.toBe("empty");
    await expect(withTimeout(Promise.resolve("data"), 10_000, "empty")).resolves.toBe("data");
  });
});
