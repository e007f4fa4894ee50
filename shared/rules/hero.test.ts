import { describe, expect, it } from "vitest";
import {
  clampFontSize,
  clampImageSize,
  HERO_DEFAULTS,
  heroImageBox,
  isHeroTextSize,
  resolveHero,
  textSizePx,
} from "./hero.ts";

describe("resolveHero", () => {
  it("gives every default of spec §3 to an empty record", () => {
    const hero = resolveHero({ title: "Hello" });
    expect(hero.title).toBe("Hello");
    expect(hero.button).toBe("Get Started");
    expect(hero.url_page).toBe("/home");
    expect(hero.title_style).toEqual({
      color: "gray-800",
      size: { desktop: "text-7xl", mobile: "text-5xl" },
      alignment: "center",
      blockWidth: "2xl",
      blockColumns: 1,
      is_gradient: false,
      gradient: { from: "blue-600", via: "purple-600", to: "pink-600" },
    });
    expect(hero.description_style).toEqual({
      color: "gray-600",
      size: { desktop: "text-2xl", mobile: "text-lg" },
      weight: "normal",
    });
    expect(hero.image_style).toEqual({ position: "right", fullPage: false, width: 400, height: 300 });
    expect(hero.background_style).toEqual({
      color: "white",
      is_gradient: false,
      gradient: { from: "blue-50", via: "white", to: "purple-50" },
      seo_title: "",
    });
    expect(hero.button_style).toEqual({
      aboveDescription: false,
      isVideo: false,
      url: "/products",
      color: "sky-600",
      is_gradient: false,
      gradient: { from: "sky-600", via: "sky-500", to: "sky-700" },
    });
    expect(hero.animation_element).toBeNull();
  });

  it("sizes a background image 1280x720 by default", () => {
    const hero = resolveHero({ title: "x", image_style: { position: "background" } });
    expect(hero.image_style).toMatchObject({ width: 1280, height: 720 });
  });

  it("reads legacy flat fields where the style objects say nothing", () => {
    const hero = resolveHero({
      title: "",
      legacy: {
        h1_title: "Legacy title",
        p_description: "Legacy description",
        h1_text_color: "blue-700",
        h1_text_size: "text-6xl",
        h1_text_size_mobile: "text-4xl",
        title_alighnement: "left",
        title_block_width: "4xl",
        title_block_columns: 2,
        is_h1_gradient_text: true,
        h1_text_color_gradient_from: "red-500",
        h1_text_color_gradient_to: "orange-500",
        p_description_color: "gray-700",
        p_description_size: "text-xl",
        p_description_size_mobile: "text-base",
        p_description_weight: "semibold",
        background_color: "slate-50",
        is_bg_gradient: true,
        background_color_gradient_from: "sky-50",
        background_color_gradient_to: "white",
        image_first: true,
        is_image_full_page: true,
        button_main_get_started: "Start now",
        button_url: "/start",
        is_seo_title: true,
        seo_title: "Since 1999",
      },
    });
    expect(hero.title).toBe("Legacy title");
    expect(hero.description).toBe("Legacy description");
    expect(hero.button).toBe("Start now");
    expect(hero.title_style).toMatchObject({
      color: "blue-700",
      size: { desktop: "text-6xl", mobile: "text-4xl" },
      alignment: "left",
      blockWidth: "4xl",
      blockColumns: 2,
      is_gradient: true,
      gradient: { from: "red-500", via: "purple-600", to: "orange-500" },
    });
    expect(hero.description_style).toEqual({
      color: "gray-700",
      size: { desktop: "text-xl", mobile: "text-base" },
      weight: "semibold",
    });
    expect(hero.background_style).toMatchObject({ color: "slate-50", is_gradient: true, seo_title: "Since 1999" });
    expect(hero.image_style).toMatchObject({ position: "left", fullPage: true });
    expect(hero.button_style.url).toBe("/start");
  });

  it("prefers the style objects over legacy fields, and skips malformed values", () => {
    const hero = resolveHero({
      title: "T",
      title_style: { color: "emerald-600", size: { desktop: "text-9xl" as never, mobile: "40px" } },
      legacy: { h1_text_color: "blue-700", h1_text_size: "text-6xl", title_alighnement: "sideways" },
      animation_element: "Fireworks",
      button: "",
    });
    expect(hero.title_style.color).toBe("emerald-600");
    expect(hero.title_style.size).toEqual({ desktop: "text-6xl", mobile: "40px" });
    expect(hero.title_style.alignment).toBe(HERO_DEFAULTS.title_style.alignment);
    expect(hero.animation_element).toBeNull();
    // An empty button text means no button; it does not fall back to the default.
    expect(hero.button).toBe("");
  });
});

describe("size rules", () => {
  it("clamps dragged font sizes to 12-120 px in multiples of 4", () => {
    expect(clampFontSize(3)).toBe(12);
    expect(clampFontSize(13)).toBe(12);
    expect(clampFontSize(14)).toBe(16);
    expect(clampFontSize(61)).toBe(60);
    expect(clampFontSize(62)).toBe(64);
    expect(clampFontSize(119)).toBe(120);
    expect(clampFontSize(500)).toBe(120);
    expect(clampFontSize(Number.NaN)).toBe(12);
  });

  it("keeps images at least 50 px and caps a non-background image at 400 px high", () => {
    expect(clampImageSize(10)).toBe(50);
    expect(clampImageSize(120.6)).toBe(121);
    expect(heroImageBox({ position: "right", fullPage: false, width: 400, height: 300 })).toEqual({
      width: 400,
      height: 300,
    });
    expect(heroImageBox({ position: "left", fullPage: false, width: 800, height: 800 })).toEqual({
      width: 400,
      height: 400,
    });
    expect(heroImageBox({ position: "background", fullPage: false, width: 1280, height: 720 })).toEqual({
      width: 1280,
      height: 720,
    });
  });

  it("knows sizes by Tailwind name or px within the drag limits", () => {
    expect(textSizePx("text-7xl")).toBe(72);
    expect(textSizePx("64px")).toBe(64);
    expect(textSizePx("8px")).toBeNull();
    expect(isHeroTextSize("text-xs", ["text-lg"])).toBe(false);
    expect(isHeroTextSize("text-lg", ["text-lg"])).toBe(true);
    expect(isHeroTextSize("124px", ["text-lg"])).toBe(false);
  });
});
