import { describe, expect, it } from "vitest";
import { footerVariant, resolveSettings } from "./settings.ts";

describe("resolveSettings", () => {
  it("applies the spec defaults: sky 600 / gray 500, Inter, en, default ten locales", () => {
    const settings = resolveSettings({});
    expect(settings.primary).toBe("sky-600");
    expect(settings.secondary).toBe("gray-500");
    expect(settings.fontFamily).toBe("Inter");
    expect(settings.defaultLocale).toBe("en");
    expect(settings.supportedLocales).toHaveLength(10);
    expect(settings.header).toMatchObject({
      background: "white",
      color: "gray-700",
      color_hover: "gray-900",
      logo_height: "h-12",
    });
    expect(settings.footer).toMatchObject({
      background: "neutral-900",
      color: "neutral-400",
      color_hover: "white",
      variant: "default",
    });
  });

  it("keeps the default language inside the supported list", () => {
    expect(resolveSettings({ language: "fr", supported_locales: ["es", "de"] }).defaultLocale).toBe("es");
    expect(resolveSettings({ language: "de", supported_locales: ["es", "de"] }).defaultLocale).toBe("de");
  });

  it("survives malformed stored settings", () => {
    const settings = resolveSettings({ header_style: { type: "bogus" } } as never);
    expect(settings.header.type).toBe("default");
  });
});

describe("footerVariant", () => {
  it("maps light and minimal to compact and stacked to default", () => {
    expect(footerVariant("light")).toBe("compact");
    expect(footerVariant("minimal")).toBe("compact");
    expect(footerVariant("stacked")).toBe("default");
    expect(footerVariant({ type: "grid" })).toBe("grid");
    expect(footerVariant(undefined)).toBe("default");
  });
});
