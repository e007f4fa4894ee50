import type { EditorRequest } from "../../../app/browser/edit-requests.ts";

/**
 * Where a field of the coverage list is edited (decision 069): a page of the site with
 * `?edit=<editor>&field=<field>&locale=<locale>`; the admin overlay reads it once, opens that
 * editor (focused on the field's translation where the editor knows how) and drops the parameters.
 */

export type LinkedItem = {
  kind: string;
  id: string;
  field: string;
  locale: string;
  page: string | null;
  /**
   * A metric's or a person's template section: its editor edits the metric on the metric's card,
   * and the person in its people manager.
   */
  section?: number;
};

/** The Global Settings tab of each settings list. */
const SETTINGS_TABS: Record<string, string> = {
  products: "products",
  pricing_plans: "products",
  features: "features",
  faqs: "faqs",
  banners: "banners",
  menu_items: "menu",
  submenu_items: "menu",
  cookie_categories: "cookies",
  cookie_services: "cookies",
  meeting_types: "meeting-types",
};

/**
 * The `edit` parameter of an item: `hero:3`, `template-section:4`, `post:about`, `settings:faqs:12`,
 * and a metric or a person in its section's editor, `template-section:4:41` (a people section has no
 * metrics, and a person's fields are named `team.…` / `customer.…`, so the two never meet).
 */
export function editCode(item: LinkedItem): string | null {
  if (item.kind === "website_hero") return `hero:${item.id}`;
  if (item.kind === "metrics" || item.kind === "profiles") {
    return item.section !== undefined && /^\d{1,9}$/.test(item.id)
      ? `template-section:${item.section}:${item.id}`
      : null;
  }
  if (item.kind === "heading_sections") return `heading-section:${item.id}`;
  if (item.kind === "template_sections") return `template-section:${item.id}`;
  if (item.kind === "blog_posts" && item.page) return `post:${item.page.slice(1)}`;
  const tab = SETTINGS_TABS[item.kind];
  return tab ? (/^\d{1,9}$/.test(item.id) ? `settings:${tab}:${item.id}` : `settings:${tab}`) : null;
}

/** The link that opens the item's editor on the item's page (the home page for site-wide content). */
export function editHref(item: LinkedItem): string {
  const page = !item.page || item.page === "/home" ? "/" : item.page;
  const code = editCode(item);
  if (!code) return page;
  const query = new URLSearchParams({ edit: code, field: item.field, locale: item.locale });
  return `${page}?${query.toString()}`;
}

/** The editor request an `edit` parameter asks for, or null when it names none. */
export function requestFromEdit(
  code: string | null,
  focus: { field: string; locale: string } | null,
): EditorRequest | null {
  if (!code) return null;
  const [editor, ...rest] = code.split(":");
  const value = rest.join(":");
  const id = /^\d{1,9}$/.test(value) ? Number(value) : null;
  const focused = focus ? { focus } : {};
  if (editor === "hero" && id !== null) return { kind: "hero", mode: "edit", id, ...focused };
  if (editor === "heading-section" && id !== null) return { kind: "heading-section", mode: "edit", id, ...focused };
  if (editor === "template-section" && id !== null) return { kind: "template-section", mode: "edit", id, ...focused };
  // A metric of the section (its card) or a person it shows (their form) opens on the field's language.
  const metric = /^(\d{1,9}):(\d{1,9})$/.exec(value);
  if (editor === "template-section" && metric) {
    const at = focus ? { focus: { ...focus, record: Number(metric[2]) } } : {};
    return { kind: "template-section", mode: "edit", id: Number(metric[1]), ...at };
  }
  if (editor === "post" && /^[a-z0-9-]{1,200}$/i.test(value)) {
    return { kind: "post", mode: "edit", slug: value, ...focused };
  }
  const settings = /^([a-z-]{1,40})(?::(\d{1,9}))?$/.exec(value);
  if (editor === "settings" && settings) {
    const record = settings[2] ? Number(settings[2]) : undefined;
    const at = focus ? { focus: record === undefined ? focus : { ...focus, record } } : {};
    return { kind: "global-settings", tab: settings[1]!, ...at };
  }
  return null;
}

/** What a record kind is called in the lists. */
export const KIND_LABELS: Record<string, string> = {
  website_hero: "Hero",
  heading_sections: "Heading section",
  template_sections: "Section",
  metrics: "Metric",
  profiles: "Profile",
  blog_posts: "Post or page",
  policies: "Policy",
  menu_items: "Menu item",
  submenu_items: "Submenu item",
  features: "Feature",
  faqs: "FAQ",
  banners: "Banner",
  products: "Product",
  pricing_plans: "Pricing plan",
  cookie_categories: "Cookie category",
  cookie_services: "Cookie service",
  meeting_types: "Meeting type",
};

/** `section_title` → "Section title", `content.link.label` → "Link label". */
export function fieldLabel(field: string): string {
  const last = field
    .split(".")
    .slice(-2)
    .join(" ")
    .replace(/^content /, "");
  const words = last.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
