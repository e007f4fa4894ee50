import { describe, expect, it } from "vitest";
import { bannerView, type BannerRecord } from "./banner-views.ts";

const site = { defaultLocale: "en" as const, supportedLocales: ["en", "es"] as const };
const record = (overrides: Partial<BannerRecord> = {}): BannerRecord => ({
  id: 1,
  position: "top",
  type: "closed",
  is_open: true,
  open_state: "full",
  is_fixed_above_navbar: false,
  end_date_promotion: null,
  end_date_promotion_is_displayed: false,
  dismissal_duration: "2 days",
  page_paths: [],
  content: { text: "Hello", text_translation: { es: "Hola" }, link: { url: "/pricing", label: "Prices" } },
  ...overrides,
});

describe("bannerView", () => {
  it("translates the text and prefixes site links with the language", () => {
    const view = bannerView(record(), "es", { ...site, supportedLocales: [...site.supportedLocales] });
    expect(view.text).toBe("Hola");
    expect(view.link).toEqual({ href: "/es/pricing", label: "Prices", external: false });
    expect(view.dismissible).toBe(true);
  });

  it("drops links that are not http(s) or site paths", () => {
    // Stored before the link rule (shared/rules/links.ts): rendered as no link at all.
    for (const url of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "data:text/html,x",
      "http:/x",
    ]) {
      const view = bannerView(record({ content: { text: "x", link: { url, label: "Go" } } }), "en", {
        ...site,
        supportedLocales: [...site.supportedLocales],
      });
      expect(view.link, url).toBeNull();
    }
  });

  it("falls back to top, full and permanent for unknown values, and shows a countdown only with an end date", () => {
    const view = bannerView(
      record({ position: "middle", open_state: "sideways", type: "other", end_date_promotion_is_displayed: true }),
      "en",
      { ...site, supportedLocales: [...site.supportedLocales] },
    );
    expect([view.position, view.openState, view.dismissible, view.countdown]).toEqual(["top", "full", false, false]);
  });
});
