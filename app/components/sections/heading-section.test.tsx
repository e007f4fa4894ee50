// server.node, not server: the lint rule that keeps browser code off the project's server/ matches "react-dom/server".
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { HeadingSectionView } from "../../view-models/view-models.ts";
import { HeadingSection } from "./heading-section.tsx";

function heading(overrides: Partial<HeadingSectionView> = {}): HeadingSectionView {
  return {
    id: 7,
    name: "Clear strategy.",
    level: 1,
    titleParts: ["Clear strategy.", "Confident teams.", "Lasting results."],
    descriptionHtml: "<p>We turn ambition into <strong>results</strong>.</p>",
    buttonText: "Book a call",
    href: "/contact",
    isTextLink: false,
    image: "/demo/hero.svg",
    imageFirst: false,
    styleVariant: "default",
    textStyleVariant: "default",
    titleAlign: "left",
    background: "#f0f9ff",
    ...overrides,
  };
}

const render = (view: HeadingSectionView, level?: 1 | 2) =>
  renderToString(<HeadingSection heading={view} level={level} />);

describe("HeadingSection", () => {
  it("is the page's h1 when first and an h2 after that", () => {
    expect(render(heading({ level: 1 }))).toMatch(/<h1[^>]*>.*Clear strategy\..*<\/h1>/);
    const second = render(heading({ level: 2 }));
    expect(second).toMatch(/<h2[^>]*>/);
    expect(second).not.toMatch(/<h1/);
    expect(render(heading({ level: 1 }), 2)).toMatch(/<h2/);
  });

  it("shows the three title parts, the second in the primary colour", () => {
    const html = render(heading());
    expect(html).toContain("<span>Clear strategy.</span>");
    expect(html).toContain('<span class="text-primary">Confident teams.</span>');
    expect(html).toContain("Lasting results.</span>");
  });

  it("renders the sanitised description as rich text", () => {
    expect(render(heading())).toMatch(
      /<div class="rich-text[^"]*"><p>We turn ambition into <strong>results<\/strong>\.<\/p><\/div>/,
    );
  });

  it("shows a primary-coloured button, or a text link when is_text_link", () => {
    const button = render(heading());
    expect(button).toMatch(/<a href="\/contact" class="[^"]*bg-primary[^"]*">Book a call<\/a>/);
    const link = render(heading({ isTextLink: true }));
    expect(link).toMatch(/<a href="\/contact" class="[^"]*text-primary[^"]*">Book a call/);
    expect(link).not.toContain("bg-primary");
  });

  it("shows no action without both a text and an address", () => {
    expect(render(heading({ href: null }))).not.toContain("Book a call");
    expect(render(heading({ buttonText: null }))).not.toContain('href="/contact"');
  });

  it("places the image second by default and first when image_first, beside the text from the tablet width", () => {
    const second = render(heading());
    expect(second).toContain("md:grid-cols-2");
    expect(second).toMatch(/<img[^>]*src="\/demo\/hero.svg"/);
    expect(second).not.toContain("md:order-first");
    expect(render(heading({ imageFirst: true }))).toContain("md:order-first");
  });

  it("loads the first heading's image eagerly and later ones lazily", () => {
    expect(render(heading({ level: 1 }))).toMatch(/<img[^>]*loading="eager"/);
    expect(render(heading({ level: 2 }))).toMatch(/<img[^>]*loading="lazy"/);
  });

  it("uses one column without an image", () => {
    const html = render(heading({ image: null }));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("md:grid-cols-2");
  });

  it("paints the background from data through an inline style", () => {
    expect(render(heading({ background: "linear-gradient(to right, #60a5fa, #2dd4bf)" }))).toContain(
      'style="background:linear-gradient(to right, #60a5fa, #2dd4bf)"',
    );
  });

  it("puts default content on a raised panel and clean content straight on the page with more space", () => {
    const standard = render(heading());
    const clean = render(heading({ styleVariant: "clean" }));
    expect(standard).toContain("shadow-xl");
    expect(clean).not.toContain("shadow-xl");
    expect(clean).not.toContain("bg-white/70");
    expect(clean).toContain("md:py-32");
  });

  it("aligns the title and action as configured", () => {
    const html = render(heading({ titleAlign: "center" }));
    expect(html).toContain("text-center");
    expect(html).toContain("justify-center");
  });

  it("changes typography with the text style variant", () => {
    expect(render(heading({ textStyleVariant: "apple" }))).toContain("lg:text-7xl");
    expect(render(heading({ textStyleVariant: "codedharmony" }))).toContain("font-extrabold");
  });

  it("shows 'Error rendering section: {name}' instead of a heading that fails to render", () => {
    // React reports the render error; this test expects it.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const broken = heading({ titleParts: null as unknown as string[] });
    const html = renderToString(
      <>
        <HeadingSection heading={broken} />
        <p>rest of the page</p>
      </>,
    );
    expect(html).toContain("Error rendering section: <!-- -->Clear strategy.");
    expect(html).toContain("rest of the page");
    logged.mockReset();
  });
});
