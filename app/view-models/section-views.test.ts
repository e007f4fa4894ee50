import { describe, expect, it } from "vitest";
import { linkTo } from "./section-views.ts";

const site = { defaultLocale: "en" as const, supportedLocales: ["en", "es"] as ("en" | "es")[] };

describe("linkTo (stored links as hrefs)", () => {
  it("prefixes site paths and menu slugs with the language and keeps outside addresses", () => {
    expect(linkTo("about", "es", site)).toEqual({ href: "/es/about", external: false });
    expect(linkTo("account/profile", "en", site)).toEqual({ href: "/account/profile", external: false });
    expect(linkTo("/home", "en", site)).toEqual({ href: "/", external: false });
    expect(linkTo("", "en", site)).toEqual({ href: "/", external: false });
    expect(linkTo("https://example.com/x", "es", site)).toEqual({ href: "https://example.com/x", external: true });
    expect(linkTo("tel:+15551234", "en", site)).toEqual({ href: "tel:+15551234", external: true });
  });

  it("renders a stored link the rule refuses as no link", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example/x",
      "\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "http:/x",
      "/a\tb",
      "data:text/html,x",
    ]) {
      expect(linkTo(value, "en", site).href, value).toBeNull();
    }
  });
});
