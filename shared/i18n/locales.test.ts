import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALES,
  localizePath,
  locatePath,
  normalizeLocales,
  sectionPagePath,
  stripLocalePrefix,
  textDirection,
} from "./locales.ts";

const site = { defaultLocale: "en" as const, supportedLocales: normalizeLocales(["en", "es", "fr", "de"]) };

describe("locatePath", () => {
  it("takes the language from the first segment when the site supports it", () => {
    expect(locatePath("/es/about/team", site)).toEqual({ locale: "es", prefixed: true, path: "/about/team" });
    expect(locatePath("/fr", site)).toEqual({ locale: "fr", prefixed: true, path: "/" });
    expect(locatePath("/de/", site)).toEqual({ locale: "de", prefixed: true, path: "/" });
  });

  it("falls back to the site's language when the segment is no supported language", () => {
    expect(locatePath("/about", site)).toEqual({ locale: "en", prefixed: false, path: "/about" });
    expect(locatePath("/ja/about", site)).toEqual({ locale: "en", prefixed: false, path: "/ja/about" });
    expect(locatePath("/", site)).toEqual({ locale: "en", prefixed: false, path: "/" });
    expect(locatePath("/esx", site).prefixed).toBe(false);
  });

  it("uses the site's default language when it is not English", () => {
    const spanish = { defaultLocale: "es" as const, supportedLocales: normalizeLocales(["es", "en"]) };
    expect(locatePath("/contact", spanish).locale).toBe("es");
    expect(locatePath("/en/contact", spanish)).toEqual({ locale: "en", prefixed: true, path: "/contact" });
  });

  it("never reads a known locale that is not a route prefix (ko) as a prefix", () => {
    const korean = { defaultLocale: "en" as const, supportedLocales: normalizeLocales(["en", "ko"]) };
    expect(locatePath("/ko/x", korean)).toEqual({ locale: "en", prefixed: false, path: "/ko/x" });
  });
});

describe("Arabic (decision 071)", () => {
  const arabic = { defaultLocale: "en" as const, supportedLocales: normalizeLocales(["en", "ar"]) };

  it("reads /ar as a prefix when the site supports Arabic, and not otherwise", () => {
    expect(locatePath("/ar/about", arabic)).toEqual({ locale: "ar", prefixed: true, path: "/about" });
    expect(locatePath("/ar/about", site)).toEqual({ locale: "en", prefixed: false, path: "/ar/about" });
    expect(stripLocalePrefix("/ar/login")).toBe("/login");
    expect(localizePath("/about", "ar", arabic)).toBe("/ar/about");
  });

  it("is the one right-to-left language", () => {
    expect(textDirection("ar")).toBe("rtl");
    for (const locale of ["en", "es", "ja", "zh", "ko", "hi", "he-x", "", null, undefined]) {
      expect(textDirection(locale)).toBe("ltr");
    }
  });
});

describe("localizePath", () => {
  it("adds a prefix for other languages and none for the default", () => {
    expect(localizePath("/about", "es", site)).toBe("/es/about");
    expect(localizePath("/", "es", site)).toBe("/es");
    expect(localizePath("/about", "en", site)).toBe("/about");
    expect(localizePath("about", "de", site)).toBe("/de/about");
  });
});

describe("normalizeLocales", () => {
  it("ignores unknown locales and keeps order without duplicates", () => {
    expect(normalizeLocales(["es", "xx", "en", "es", 42])).toEqual(["es", "en"]);
  });

  it("uses the default ten when none remain", () => {
    expect(normalizeLocales(["xx", "yy"])).toEqual([...DEFAULT_LOCALES]);
    expect(normalizeLocales(null)).toEqual([...DEFAULT_LOCALES]);
    expect(DEFAULT_LOCALES).toEqual(["en", "es", "fr", "de", "ru", "it", "pt", "zh", "ja", "pl"]);
  });

  it("keeps at most ten", () => {
    const many = ["en", "es", "fr", "de", "it", "pt", "ru", "zh", "ja", "ko", "ar", "hi"];
    expect(normalizeLocales(many)).toHaveLength(10);
  });
});

describe("section paths", () => {
  it("requests home under /home and strips prefixes and trailing slashes", () => {
    expect(sectionPagePath("/")).toBe("/home");
    expect(sectionPagePath("/about/")).toBe("/about");
    expect(stripLocalePrefix("/es/about")).toBe("/about");
    expect(stripLocalePrefix("/es")).toBe("/");
    expect(stripLocalePrefix("/estate")).toBe("/estate");
    expect(stripLocalePrefix("/ko/about")).toBe("/ko/about");
  });
});
