import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../server/load-context.ts";

/**
 * Declares the records a page shows (tags of server/domain/changes/change-tags.ts), so that the
 * page cache clears this page only when one of them changes (decision 044). A page whose loaders
 * declare nothing is cleared by any change of its organization. Organization-wide records (settings,
 * menus, banners, languages) need no tag: their changes clear every page.
 */
export function dependsOn(context: Readonly<RouterContextProvider>, ...tags: string[]): void {
  context.get(requestContext).pageDependencies?.add(...tags);
}

/** Every tag a section can depend on beyond its page: for content whose sections are not known here. */
export const ALL_SECTION_DATA = ["metrics", "profiles", "posts", "list:faqs", "list:pricing_plans", "list:products"];

/** The tags the template sections of these types show besides their own rows. */
export function sectionDataTags(types: Iterable<string>): string[] {
  const tags = new Set<string>();
  for (const type of types) {
    // Metrics hang on any template section.
    tags.add("metrics");
    if (type === "faq") tags.add("list:faqs");
    if (type === "team" || type === "testimonials") tags.add("profiles");
    if (type === "pricing_plans") tags.add("list:pricing_plans").add("list:products");
    if (type === "article_slider") tags.add("posts").add("profiles");
  }
  return [...tags];
}
