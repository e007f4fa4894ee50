import type { Snapshot } from "./entities.ts";

/**
 * What a change touched, as the tags pages declare they show (decision 044): the page cache then
 * clears only the pages that show one of them. `null` means an organization-wide record (settings,
 * menus, languages, banners, cookie lists…) or a record not mapped here: every page of the
 * organization is cleared, as before. Only records whose readers are known are mapped; anything new
 * falls back to the whole organization, never to a stale page.
 *
 * Tags:
 * - `sections:{url_page}`: the heroes, heading and template sections (and their order) of a page;
 * - `metrics`, `profiles`, `list:faqs`, `list:pricing_plans`, `list:products`: records sections show;
 * - `posts`: any post (blog index, article sliders, post pages); `post:{slug}`: one post or page record.
 */
export function changeTags(entity: string, before: Snapshot | null, after: Snapshot | null): string[] | null {
  const snapshots = [before, after].filter((snapshot): snapshot is Snapshot => snapshot !== null);
  const strings = (field: string) => [
    ...new Set(
      snapshots.map((snapshot) => snapshot[field]).filter((value): value is string => typeof value === "string"),
    ),
  ];
  switch (entity) {
    case "template_section":
    case "heading_section":
    case "hero":
    case "page_layout": {
      const pages = strings("url_page");
      return pages.length > 0 ? pages.map((page) => `sections:${page}`) : null;
    }
    case "metric":
      return ["metrics"];
    case "profile":
      return ["profiles"];
    case "post": {
      const slugs = strings("slug");
      return ["posts", ...slugs.map((slug) => `post:${slug}`)];
    }
    case "organization_list": {
      const list = strings("list")[0];
      return list === "faqs" || list === "pricing_plans" || list === "products" ? [`list:${list}`] : null;
    }
    default:
      return null;
  }
}

/** The tags of several changes saved together: their union, or null when one of them is organization-wide. */
export function unionTags(all: (string[] | null)[]): string[] | null {
  if (all.some((tags) => tags === null)) return null;
  return [...new Set(all.flat() as string[])];
}
