import { describe, expect, it } from "vitest";
import { organizationSettingsSchema, resolveSettings } from "../../../shared/rules/settings.ts";
import { colorValue, toHex } from "../../../shared/style/palette.ts";
import { SITE_LOOKS, settingsForNewSite, untranslatedLocales, withLanguagesReviewed } from "./looks.ts";

const base = { name: "Acme", businessType: "legal", contactEmail: "a@b.test" } as const;

describe("site looks", () => {
  it("offers the two demo looks and a neutral one", () => {
    expect(SITE_LOOKS.map((look) => look.id)).toEqual(["brightpath", "globex", "neutral"]);
  });

  for (const look of SITE_LOOKS) {
    it(`${look.id}: gives valid settings whose preview shows the palette's colours`, () => {
      const settings = settingsForNewSite({ ...base, defaultLocale: "en", locales: ["en"], look: look.id });
      expect(organizationSettingsSchema.safeParse(settings).success).toBe(true);
      expect(organizationSettingsSchema.parse(settings)).toMatchObject(settings);
      const resolved = resolveSettings(settings);
      expect(look.preview.primary).toBe(toHex(colorValue(resolved.primary)));
      expect(look.preview.secondary).toBe(toHex(colorValue(resolved.secondary)));
      expect(look.preview.text).toBe(toHex(colorValue(resolved.header.color)));
      expect(look.preview.font).toBe(resolved.fontFamily);
    });
  }
});

describe("settingsForNewSite", () => {
  it("puts the default language first, once, and switches languages only when there are several", () => {
    const one = settingsForNewSite({ ...base, defaultLocale: "de", locales: ["de"], look: "neutral" });
    expect(one).toMatchObject({ language: "de", supported_locales: ["de"], with_language_switch: false, site: "Acme" });
    const several = settingsForNewSite({ ...base, defaultLocale: "fr", locales: ["en", "fr", "en"], look: "globex" });
    expect(several).toMatchObject({ supported_locales: ["fr", "en"], with_language_switch: true, font_family: "Lora" });
    expect(several.untranslated_locales).toBeUndefined();
  });

  it("flags the languages the kit does not speak, and a review clears them", () => {
    const settings = settingsForNewSite({ ...base, defaultLocale: "en", locales: ["en", "nl", "ko"], look: "neutral" });
    expect(untranslatedLocales(settings)).toEqual(["nl", "ko"]);
    expect(untranslatedLocales(withLanguagesReviewed(settings, ["nl"]))).toEqual(["ko"]);
    expect(untranslatedLocales(withLanguagesReviewed(settings))).toEqual([]);
    expect("untranslated_locales" in withLanguagesReviewed(settings)).toBe(false);
    // A language the site no longer has is no longer waiting for review.
    expect(untranslatedLocales({ ...settings, supported_locales: ["en", "ko"] })).toEqual(["ko"]);
  });
});
