import type { PostSummaryView } from "./content-views.ts";
import type { TemplateSectionView } from "./view-models.ts";

/** How many of the newest posts an article slider shows. */
export const ARTICLE_SLIDER_LIMIT = 6;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * article_slider sections show the organization's newest blog posts as the cards of the general
 * section's slider (one renderer, no extra visitor JavaScript): photo, linked title, description.
 */
export function withArticles(sections: TemplateSectionView[], posts: PostSummaryView[]): TemplateSectionView[] {
  return sections.map((section) =>
    section.type !== "article_slider"
      ? section
      : {
          ...section,
          isSlider: posts.length > 1,
          metrics: posts.slice(0, ARTICLE_SLIDER_LIMIT).map((post, index) => ({
            id: -(index + 1),
            titleHtml: `<a href="${escapeHtml(post.href)}">${escapeHtml(post.title)}</a>`,
            descriptionHtml: post.descriptionHtml,
            media: post.mainPhoto ? { kind: "image" as const, src: post.mainPhoto } : null,
            isCardType: true,
            isTitleDisplayed: true,
            isImageRoundedFull: false,
            background: "#ffffff",
          })),
        },
  );
}
