import { describe, expect, it } from "vitest";
import { revalidateOnLanguageChange } from "./revalidation.ts";

const args = (from: string, to: string, defaultShouldRevalidate = false) =>
  ({ currentUrl: new URL(from, "http://x"), nextUrl: new URL(to, "http://x"), defaultShouldRevalidate }) as never;

describe("revalidateOnLanguageChange", () => {
  it("revalidates when the language prefix changes", () => {
    expect(revalidateOnLanguageChange(args("/", "/es"))).toBe(true);
    expect(revalidateOnLanguageChange(args("/es/about", "/fr/about"))).toBe(true);
    expect(revalidateOnLanguageChange(args("/de", "/about"))).toBe(true);
  });

  it("keeps React Router's default otherwise", () => {
    expect(revalidateOnLanguageChange(args("/about", "/contact"))).toBe(false);
    expect(revalidateOnLanguageChange(args("/es/a", "/es/b"))).toBe(false);
    expect(revalidateOnLanguageChange(args("/a", "/b", true))).toBe(true);
  });
});
