import { describe, expect, it } from "vitest";
import { colorValue } from "../../shared/style/palette.ts";
import { heroView } from "./hero-view.ts";

const site = { defaultLocale: "en", supportedLocales: ["en", "es"] } as const;

describe("heroView", () => {
  it("maps the defaults to CSS values through the palette, never to class names", () => {
    const view = heroView({ id: 3, title: "Hello", description: "World" }, 0, "en", site);
    expect(view).toMatchObject({
      id: 3,
      level: 1,
      title: "Hello",
      alignment: "center",
      blockWidth: "42rem",
      columns: 1,
      titleColor: colorValue("gray-800"),
      titleGradient: null,
      titleSize: { mobile: "3rem", desktop: "4.5rem" },
      descriptionSize: { mobile: "1.125rem", desktop: "1.5rem" },
      descriptionColor: colorValue("gray-600"),
      descriptionWeight: "normal",
      background: colorValue("white"),
      image: null,
      animation: null,
      seoTitle: null,
    });
    // Get Started to /products; sky-600 is too light under white text, so the page draws sky-700.
    expect(view.button).toMatchObject({ text: "Get Started", href: "/products", external: false });
    expect(view.button?.background).toBe(colorValue("sky-700"));
  });

  it("translates, links the SEO badge to the blog, and sizes dragged px and background images", () => {
    const view = heroView(
      {
        id: 1,
        title: "Hello",
        title_translation: { es: "Hola" },
        button: "",
        image: "/hero.png",
        image_style: { position: "background" },
        title_style: { size: { desktop: "64px", mobile: "text-4xl" }, is_gradient: true },
        background_style: { seo_title: "New in 2026", is_gradient: true },
        animation_element: "LetterGlitch",
      },
      1,
      "es",
      site,
    );
    expect(view.level).toBe(2);
    expect(view.title).toBe("Hola");
    expect(view.button).toBeNull();
    expect(view.image).toEqual({ src: "/hero.png", position: "background", fullPage: false, width: 1280, height: 720 });
    expect(view.titleSize).toEqual({ mobile: "2.25rem", desktop: "4rem" });
    expect(view.titleGradient).toBe(
      `linear-gradient(to right, ${colorValue("blue-600")}, ${colorValue("purple-600")}, ${colorValue("pink-600")})`,
    );
    expect(view.background).toContain("linear-gradient");
    expect(view.seoTitle).toEqual({ text: "New in 2026", href: "/es/blog" });
    expect(view.animation).toBe("LetterGlitch");
  });

  it("drops an unsafe image address and keeps hex colours as they are", () => {
    const view = heroView(
      { id: 1, title: "x", image: "javascript:alert(1)", title_style: { color: "#123456" } },
      0,
      "en",
      site,
    );
    expect(view.image).toBeNull();
    expect(view.titleColor).toBe("#123456");
  });

  it("shows no button for a stored button URL the link rule refuses, and links a good one", () => {
    for (const url of ["//evil.example/x", "/\\evil.example/x", "javascript:alert(1)", "/\t/evil.example"]) {
      const view = heroView({ id: 1, title: "x", button: "Go", button_style: { url } }, 0, "en", site);
      expect(view.button, url).toBeNull();
    }
    const good = heroView(
      { id: 1, title: "x", button: "Go", button_style: { url: "mailto:hi@example.com" } },
      0,
      "en",
      site,
    );
    expect(good.button).toMatchObject({ href: "mailto:hi@example.com", external: true });
  });
});
