import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { withArticles, ARTICLE_SLIDER_LIMIT } from "../../view-models/article-slider.ts";
import type { PostSummaryView } from "../../view-models/content-views.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { TemplateSection } from "../sections/template-section.tsx";

const slider: TemplateSectionView = {
  id: 9,
  type: "article_slider",
  titleHtml: "Latest insights",
  descriptionHtml: "",
  textStyleVariant: "default",
  gridColumns: 4,
  isSlider: false,
  isFullWidth: false,
  background: null,
  titleAlign: "center",
  isImageBottom: false,
  imageHeight: 160,
  faqs: [],
  people: [],
  metrics: [],
  locale: "en",
};

const post = (n: number): PostSummaryView => ({
  slug: `post-${n}`,
  title: `Post <${n}> & more`,
  descriptionHtml: `<p>About ${n}</p>`,
  href: `/es/post-${n}`,
  mainPhoto: n % 2 ? `/demo/p${n}.svg` : null,
  author: null,
  createdOn: "2026-01-01T00:00:00.000Z",
  createdOnText: "January 1, 2026",
});

describe("article_slider sections", () => {
  // The slider is a lazy chunk: render once to start its load, then render synchronously.
  beforeAll(async () => {
    const [view] = withArticles([slider], [post(1)]);
    renderToString(<TemplateSection section={view!} />);
    await import("../sections/metric-slider.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("show the newest posts as linked, escaped slider cards", () => {
    const [view] = withArticles([slider], [1, 2, 3, 4, 5, 6, 7, 8].map(post));
    expect(view!.isSlider).toBe(true);
    expect(view!.metrics).toHaveLength(ARTICLE_SLIDER_LIMIT);
    expect(view!.metrics[0]).toMatchObject({
      titleHtml: '<a href="/es/post-1">Post &#60;1&#62; &#38; more</a>',
      media: { kind: "image", src: "/demo/p1.svg" },
    });
    expect(view!.metrics[1]!.media).toBeNull();
    const html = renderToString(<TemplateSection section={view!} />);
    expect(html).toContain("Latest insights");
    expect(html).toContain('href="/es/post-1"');
  });

  it("render nothing when the organization has no posts", () => {
    const [view] = withArticles([slider], []);
    expect(renderToString(<TemplateSection section={view!} />)).toBe("");
  });

  it("leave other section types alone", () => {
    const general = { ...slider, type: "general" };
    expect(withArticles([general], [post(1)])[0]).toBe(general);
  });
});
