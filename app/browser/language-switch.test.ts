import { describe, expect, it } from "vitest";
import { languageCookie, languageOptions } from "./language-switch.ts";

const site = { defaultLocale: "en", supportedLocales: ["en", "es", "de"] } as const;

describe("languageOptions", () => {
  it("adds the prefix for another language and keeps the rest of the path, query and hash", () => {
    const options = languageOptions({
      pathname: "/services/strategy",
      search: "?a=1",
      hash: "#top",
      current: "en",
      site,
    });
    expect(options.map((option) => option.href)).toEqual([
      "/services/strategy?a=1#top",
      "/es/services/strategy?a=1#top",
      "/de/services/strategy?a=1#top",
    ]);
  });

  it("removes the prefix for the default language and swaps it for another", () => {
    const options = languageOptions({ pathname: "/es/about", current: "es", site });
    expect(options.find((option) => option.locale === "en")!.href).toBe("/about");
    expect(options.find((option) => option.locale === "de")!.href).toBe("/de/about");
  });

  it("links the home page to the bare prefix", () => {
    const options = languageOptions({ pathname: "/de", current: "de", site });
    expect(options.map((option) => option.href)).toEqual(["/", "/es", "/de"]);
  });

  it("names each language in its own language and marks the current one", () => {
    const options = languageOptions({ pathname: "/", current: "es", site });
    expect(options.map((option) => [option.name, option.current])).toEqual([
      ["English", false],
      ["Español", true],
      ["Deutsch", false],
    ]);
  });
});

describe("languageCookie", () => {
  it("keeps the choice for one year on the whole site", () => {
    expect(languageCookie("es")).toBe("defaultLocale=es; max-age=31536000; path=/; SameSite=Lax");
  });
});
