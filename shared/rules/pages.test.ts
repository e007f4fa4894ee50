import { describe, expect, it } from "vitest";
import { derivePageSlug, PAGE_MESSAGES, pageSlugProblem } from "./pages.ts";

describe("derivePageSlug", () => {
  it.each([
    ["About Us", "about-us"],
    ["  Our Team!  ", "our-team"],
    ["Prices & Plans -- 2026", "prices-plans-2026"],
    ["Ünïcödé café", "n-c-d-caf"],
    ["snake_case_title", "snake-case-title"],
    ["---", ""],
    ["", ""],
    ["a".repeat(120), "a".repeat(100)],
  ])("%j → %j", (title, slug) => {
    expect(derivePageSlug(title)).toBe(slug);
  });

  it("never ends a shortened slug with a hyphen", () => {
    expect(derivePageSlug(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });
});

describe("pageSlugProblem", () => {
  it.each([
    ["about-us", null],
    ["2026", null],
    ["", PAGE_MESSAGES.slugRequired],
    [" ", PAGE_MESSAGES.slugRequired],
    ["About", PAGE_MESSAGES.slugFormat],
    ["a b", PAGE_MESSAGES.slugFormat],
    ["a/b", PAGE_MESSAGES.slugFormat],
    ["café", PAGE_MESSAGES.slugFormat],
    ["login", PAGE_MESSAGES.slugReserved],
    ["help-center", PAGE_MESSAGES.slugReserved],
    ["fr", PAGE_MESSAGES.slugReserved],
    ["b".repeat(101), PAGE_MESSAGES.slugTooLong],
  ])("%j → %j", (slug, problem) => {
    expect(pageSlugProblem(slug)).toBe(problem);
  });
});
