import { describe, expect, it } from "vitest";
import { resolveSettings } from "../../shared/rules/settings.ts";
import { pageChromeSettings } from "./page-chrome.ts";

describe("pageChromeSettings", () => {
  const raw = {
    header_style: { type: "default" as const, background: "slate-900" },
    footer_style: "compact",
    page_chrome: {
      "/showcase": { header_style: { type: "mini" as const }, footer_style: "stacked" },
      "/home": { footer_style: { type: "grid", background: "gray-900" } },
    },
  };
  const site = resolveSettings(raw);

  it("keeps the site's header and footer on other pages", () => {
    const { settings, key } = pageChromeSettings(raw, site, "/about");
    expect(key).toBeNull();
    expect(settings.header.type).toBe("default");
    expect(settings.footer.variant).toBe("compact");
  });

  it("applies a page's own styles over the site's, field by field, with the style-name mapping", () => {
    const { settings, key } = pageChromeSettings(raw, site, "/showcase");
    expect(key).toBe("/showcase");
    expect(settings.header.type).toBe("mini");
    expect(settings.header.background).toBe("slate-900");
    expect(settings.footer.variant).toBe("default");
  });

  it("reads / as /home", () => {
    const { settings } = pageChromeSettings(raw, site, "/");
    expect(settings.footer.variant).toBe("grid");
    expect(settings.footer.background).toBe("gray-900");
    expect(settings.header.type).toBe("default");
  });
});
