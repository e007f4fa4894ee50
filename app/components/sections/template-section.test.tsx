// server.node, not server: the lint rule that keeps browser code off the project's server/ matches "react-dom/server".
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MetricView, TemplateSectionView } from "../../view-models/view-models.ts";
import { SECTION_RENDERERS, TemplateSection } from "./template-section.tsx";

function metric(id: number, overrides: Partial<MetricView> = {}): MetricView {
  return {
    id,
    titleHtml: `Metric ${id}`,
    descriptionHtml: `<p>About metric ${id}.</p>`,
    media: { kind: "image", src: `/demo/m${id}.svg` },
    isCardType: false,
    isTitleDisplayed: true,
    isImageRoundedFull: false,
    background: "#ffffff",
    ...overrides,
  };
}

function section(overrides: Partial<TemplateSectionView> = {}): TemplateSectionView {
  return {
    id: 3,
    type: "general",
    titleHtml: "What we do",
    descriptionHtml: "<p>Three practices.</p>",
    textStyleVariant: "default",
    gridColumns: 3,
    isSlider: false,
    isFullWidth: false,
    background: null,
    titleAlign: "left",
    isImageBottom: false,
    imageHeight: 192,
    metrics: [metric(1), metric(2), metric(3)],
    faqs: [],
    people: [],
    locale: "en",
    ...overrides,
  };
}

const render = (view: TemplateSectionView) => renderToString(<TemplateSection section={view} />);
/** The markup of each slide wrapper, in document order. */
const slides = (html: string) =>
  [...html.matchAll(/<div role="group" aria-roledescription="slide"[^>]*>/g)].map((m) => m[0]);

describe("TemplateSection dispatch", () => {
  // Types other than general are lazy chunks: load them once so that renders are synchronous.
  beforeAll(async () => {
    for (const type of ["reviews", "contact"]) render(section({ type }));
    render(section({ isSlider: true }));
    await import("./more-sections.tsx");
    await import("./metric-slider.tsx");
    await import("./contact-form.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const type of ["reviews", "help_center", "real_estate", "brand", "faq", "team", "testimonials", "contact"]) {
      const person = {
        id: 1,
        name: "A B",
        image: null,
        role: "",
        detail: null,
        text: "",
        rating: 5,
        isFeatured: false,
        links: [],
        skills: [],
      };
      render(section({ type, faqs: [{ id: 1, question: "q", answerHtml: "a" }], people: [person] }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("renders every metric-based type from its metrics, and nothing without them", () => {
    for (const type of ["reviews", "help_center", "real_estate", "brand"]) {
      const html = render(section({ type }));
      expect(html, type).toContain(`data-section-type="${type}"`);
      expect(html.match(/data-metric="/g), type).toHaveLength(3);
      expect(render(section({ type, metrics: [] })), type).toBe("");
    }
  });

  it("links a help_center section's cards into the help center's knowledge base, and its button to the page", () => {
    const html = render(section({ type: "help_center" }));
    expect(html).toContain('data-section-type="help_center"');
    expect(html.match(/href="\/help-center\?view=knowledge-base"/g)).toHaveLength(3);
    expect(html).toContain('href="/help-center"');
    expect(html).toContain("Open the help center");
  });

  it("renders faq items from the organization's FAQs, and nothing without any", () => {
    const faqs = [
      { id: 1, question: "How long does it take?", answerHtml: "<p>Two weeks.</p>" },
      { id: 2, question: "Do you travel?", answerHtml: "<p>Yes.</p>" },
    ];
    const html = render(section({ type: "faq", metrics: [], faqs }));
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain("How long does it take?");
    expect(html).toContain("<p>Two weeks.</p>");
    expect(render(section({ type: "faq", faqs: [] }))).toBe("");
  });

  it("renders team and testimonials from their people, and nothing without any", () => {
    const person = {
      id: 7,
      name: "Maria Lopez",
      image: null,
      role: "Partner",
      detail: "Strategy",
      text: "Twenty years of turnarounds.",
      rating: 4,
      isFeatured: true,
      links: [{ kind: "linkedin" as const, href: "https://www.linkedin.com/in/example" }],
      skills: ["Finance"],
    };
    const team = render(section({ type: "team", people: [person] }));
    expect(team).toContain("Maria Lopez");
    expect(team).toContain("Partner");
    expect(team).toContain('href="https://www.linkedin.com/in/example"');
    const testimonials = render(section({ type: "testimonials", people: [person] }));
    expect(testimonials).toContain("Twenty years of turnarounds.");
    expect(testimonials).toContain('aria-label="Rated 4 out of 5"');
    for (const type of ["team", "testimonials"]) expect(render(section({ type, people: [] })), type).toBe("");
  });

  it("renders the contact form with labelled fields even without metrics", async () => {
    // The form is a lazy chunk: the first render starts loading it, the next one has it.
    render(section({ type: "contact", metrics: [] }));
    await import("./contact-form.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The form posts to its page's route action (decision 055): it renders inside a route.
    const view = section({ type: "contact", metrics: [] });
    const Page = createRoutesStub([{ path: "/", Component: () => <TemplateSection section={view} /> }]);
    const html = renderToString(<Page />);
    expect(html).toMatch(/<form [^>]*action="\/" method="post"/);
    for (const name of ["name", "email", "phone", "subject", "message"]) expect(html).toContain(`name="${name}"`);
    expect(html.match(/<label/g)).toHaveLength(5);
  });

  it("renders nothing for article_slider without posts and pricing_plans without plans", () => {
    for (const type of ["article_slider", "pricing_plans"]) {
      expect(Object.hasOwn(SECTION_RENDERERS, type), type).toBe(true);
      expect(render(section({ type, metrics: [] })), type).toBe("");
    }
  });

  it("renders nothing for an unknown type, even one named like an object property", () => {
    expect(render(section({ type: "constructor" }))).toBe("");
    expect(render(section({ type: "nonsense" }))).toBe("");
  });

  it("renders nothing for a general section without metrics", () => {
    expect(render(section({ metrics: [] }))).toBe("");
  });
});

describe("general section", () => {
  it("contains the title, description and every metric's texts in the server HTML", () => {
    const html = render(section());
    expect(html).toMatch(/<h2 id="section-3-title"[^>]*>What we do<\/h2>/);
    expect(html).toContain("<p>Three practices.</p>");
    for (const id of [1, 2, 3]) {
      expect(html).toContain(`>Metric ${id}</h3>`);
      expect(html).toContain(`<p>About metric ${id}.</p>`);
    }
  });

  it("lays metrics out in the section's column count on desktop, 1 on phones and 2 on small tablets", () => {
    expect(render(section({ gridColumns: 3 }))).toContain("grid-cols-1 sm:grid-cols-2 lg:grid-cols-3");
    expect(render(section({ gridColumns: 4 }))).toContain("grid-cols-1 sm:grid-cols-2 lg:grid-cols-4");
  });

  it("aligns the title and keeps or drops the max-width container", () => {
    expect(render(section({ titleAlign: "right" }))).toContain('<div class="mb-10 text-end">');
    expect(render(section())).toContain("mx-auto max-w-7xl");
    expect(render(section({ isFullWidth: true }))).not.toContain("max-w-7xl");
  });

  it("takes its background from data as an inline style", () => {
    expect(render(section({ background: "#f9fafb" }))).toContain('style="background:#f9fafb"');
    expect(render(section())).not.toMatch(/<section[^>]*style=/);
  });

  it("applies the typography of the text style variant", () => {
    expect(render(section({ textStyleVariant: "brutalist" }))).toMatch(/<h2[^>]*class="[^"]*uppercase/);
    expect(render(section({ textStyleVariant: "magazine" }))).toMatch(/<h2[^>]*class="[^"]*Lora/);
  });
});

describe("metric card", () => {
  it("shows a lazy image at the section's image height, with the title as plain-text alt", () => {
    const html = render(
      section({ imageHeight: 160, metrics: [metric(1, { titleHtml: "<strong>R&amp;D</strong> team" })] }),
    );
    expect(html).toMatch(
      /<img[^>]*loading="lazy"[^>]*style="height:160px"[^>]*src="\/demo\/m1.svg" alt="R&amp;D team"\/>/,
    );
  });

  it("uses an empty alt when the metric has no title", () => {
    expect(render(section({ metrics: [metric(1, { titleHtml: "" })] }))).toMatch(/<img[^>]*alt=""/);
  });

  it("plays video files with controls, loading only metadata", () => {
    const html = render(section({ metrics: [metric(1, { media: { kind: "video", src: "/v/clip.mp4" } })] }));
    expect(html).toMatch(/<video src="\/v\/clip.mp4" controls="" preload="metadata"/);
  });

  it("embeds YouTube and Vimeo players lazily, titled, with fullscreen allowed", () => {
    const html = render(
      section({ metrics: [metric(1, { media: { kind: "embed", src: "https://www.youtube.com/embed/dQw4w9WgXcQ" } })] }),
    );
    expect(html).toMatch(
      /<iframe src="https:\/\/www.youtube.com\/embed\/dQw4w9WgXcQ" title="Video: Metric 1" loading="lazy"[^>]*allowFullScreen=""/,
    );
  });

  it("puts the media below the text when is_image_bottom", () => {
    const top = render(section({ metrics: [metric(1)] }));
    const bottom = render(section({ isImageBottom: true, metrics: [metric(1)] }));
    expect(top.indexOf("<img")).toBeLessThan(top.indexOf("<h3"));
    expect(bottom.indexOf("<img")).toBeGreaterThan(bottom.indexOf("<h3"));
  });

  it("crops a round image to a square circle", () => {
    const html = render(section({ imageHeight: 128, metrics: [metric(1, { isImageRoundedFull: true })] }));
    expect(html).toMatch(/<img [^>]*class="[^"]*aspect-square[^"]*rounded-full[^"]*" style="width:128px"/);
  });

  it("draws a card (border, shadow, rounded, padding) only when is_card_type", () => {
    const card = render(section({ metrics: [metric(1, { isCardType: true })] }));
    const plain = render(section({ metrics: [metric(1)] }));
    expect(card).toMatch(/<article[^>]*class="[^"]*rounded-2xl border[^"]*p-5 shadow-sm/);
    expect(plain).not.toMatch(/<article[^>]*class="[^"]*border/);
  });

  it("hides the title unless is_title_displayed", () => {
    const html = render(section({ metrics: [metric(1, { isTitleDisplayed: false })] }));
    expect(html).not.toContain("<h3");
    expect(html).toContain("About metric 1.");
  });

  it("paints the metric background from data", () => {
    expect(render(section({ metrics: [metric(1, { background: "#ecfeff" })] }))).toMatch(
      /<article[^>]*style="background:#ecfeff"/,
    );
  });
});

describe("slider", () => {
  const five = [1, 2, 3, 4, 5].map((id) => metric(id));

  it("server-renders every card, showing the first grid_columns minus 1 and hiding the rest", () => {
    const html = render(section({ isSlider: true, gridColumns: 4, metrics: five }));
    for (const id of [1, 2, 3, 4, 5]) expect(html).toContain(`>Metric ${id}</h3>`);
    const wrappers = slides(html);
    expect(wrappers).toHaveLength(5);
    expect(wrappers[0]).not.toMatch(/class="[^"]*\bhidden\b/);
    expect(wrappers[1]).toContain("max-md:hidden");
    expect(wrappers[2]).toContain("max-md:hidden");
    expect(wrappers[3]).toMatch(/class="hidden["\s]/);
    expect(wrappers[4]).toMatch(/class="hidden["\s]/);
    expect(html).toContain("grid-cols-1 md:grid-cols-3");
  });

  it("has labelled previous, next and pause buttons and an n-of-m status", () => {
    const html = render(section({ isSlider: true, gridColumns: 4, metrics: five }));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="What we do"');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Previous slide"/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Next slide"/);
    expect(html).toMatch(/<p aria-live="(off|polite)" aria-atomic="true"[^>]*>1 of 5<\/p>/);
    expect(html).toContain('aria-label="Pause automatic slide show"');
  });

  it("announces the position politely, except while it turns by itself (WAI-ARIA carousel pattern)", () => {
    const rotating = render(section({ isSlider: true, gridColumns: 4, metrics: five }));
    expect(rotating).toMatch(/<p aria-live="off"[^>]*>1 of 5<\/p>/);
    // three cards fit on desktop: nothing turns by itself, so every change comes from the visitor
    const still = render(section({ isSlider: true, gridColumns: 4, metrics: five.slice(0, 3) }));
    expect(still).toMatch(/<p aria-live="polite"[^>]*>1 of 3<\/p>/);
  });

  it("speaks the visitor's language", () => {
    const html = render(section({ isSlider: true, gridColumns: 4, metrics: five, locale: "es" }));
    expect(html).toContain('aria-label="Diapositiva siguiente"');
    expect(html).toContain(">1 de 5</p>");
  });

  it("keeps the controls for phones only when every card already fits on desktop", () => {
    const html = render(section({ isSlider: true, gridColumns: 4, metrics: five.slice(0, 3) }));
    expect(html).toMatch(/<div class="mt-8 flex[^"]*md:hidden">/);
    expect(html).not.toContain("Pause automatic slide show");
  });

  it("shows at least one card when the section has a single column", () => {
    const wrappers = slides(render(section({ isSlider: true, gridColumns: 1, metrics: five })));
    expect(wrappers[0]).not.toContain("hidden");
    expect(wrappers[1]).toMatch(/class="hidden["\s]/);
  });
});

describe("a section that fails to render", () => {
  it("shows 'Error rendering section: {title}' and leaves the rest of the page", () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const broken = section({
      metrics: [metric(1, { titleHtml: null as unknown as string, descriptionHtml: null as unknown as string })],
    });
    for (const isSlider of [false, true]) {
      const html = renderToString(
        <>
          <TemplateSection section={{ ...broken, isSlider }} />
          <p>rest of the page</p>
        </>,
      );
      expect(html).toContain("Error rendering section: <!-- -->What we do");
      expect(html).toContain("rest of the page");
    }
    expect(logged).toHaveBeenCalled();
    logged.mockReset();
  });
});
