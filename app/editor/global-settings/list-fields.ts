import { isEssentialCategoryName } from "../../../shared/rules/cookie-consent.ts";
import type { Item, ListKey } from "./settings-form.ts";

/**
 * How one field of a list item is edited. `path` may reach into an object (`content.text`). A
 * `parent` field chooses the saved record of another list the item belongs to (ListSpec.parent).
 */
export type FieldSpec = {
  path: string;
  label: string;
  kind: "text" | "textarea" | "number" | "switch" | "select" | "lines" | "parent";
  options?: readonly string[];
  maxLength?: number;
  required?: boolean;
};

export type ListSpec = {
  /** Heading over the list, and the noun of its buttons ("Add FAQ"). */
  heading: string;
  noun: string;
  /** What a new item starts with. */
  blank: Item;
  /** The field shown as the item's summary line. */
  summary: (item: Item) => string;
  fields: FieldSpec[];
  /** Blog posts are written by the post editor: here they are edited, reordered or deleted only. */
  canAdd: boolean;
  /**
   * Items that belong to a record of another list (a submenu item to a menu item, a service to a
   * category): the field naming it and that list. Only saved records (with an id) can be chosen.
   */
  parent?: { path: string; list: ListKey; name: string };
  /** A line under the heading that explains a rule of the list. */
  note?: string;
  /** An item the server keeps as it is: these fields are read-only and it cannot be deleted, for `reason`. */
  locked?: (item: Item) => { fields: string[]; reason: string } | null;
};

const str = (value: unknown) => (typeof value === "string" ? value : "");

export const LIST_SPECS: Record<ListKey, ListSpec> = {
  products: {
    heading: "Products",
    noun: "product",
    blank: { name: "", description: "", price: null, currency_symbol: "$", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    fields: [
      { path: "name", label: "Name", kind: "text", maxLength: 300, required: true },
      { path: "description", label: "Description", kind: "textarea", maxLength: 5000 },
      { path: "price", label: "Price (in cents)", kind: "number" },
      { path: "currency_symbol", label: "Currency symbol", kind: "text", maxLength: 8 },
      { path: "url", label: "Link (a path like /services or an http(s) address)", kind: "text", maxLength: 2048 },
      { path: "is_displayed", label: "Displayed", kind: "switch" },
    ],
  },
  pricing_plans: {
    heading: "Pricing plans",
    noun: "pricing plan",
    blank: { name: "", description: "", price: 0, features: [], currency_symbol: "$", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    fields: [
      { path: "name", label: "Name", kind: "text", maxLength: 300, required: true },
      { path: "description", label: "Description", kind: "textarea", maxLength: 5000 },
      { path: "price", label: "Price (in cents)", kind: "number", required: true },
      { path: "currency_symbol", label: "Currency symbol", kind: "text", maxLength: 8 },
      { path: "features", label: "Features (one per line)", kind: "lines" },
      { path: "is_promotion", label: "On promotion", kind: "switch" },
      { path: "promotion_price", label: "Promotion price (in cents)", kind: "number" },
      { path: "is_displayed", label: "Displayed", kind: "switch" },
    ],
  },
  features: {
    heading: "Features",
    noun: "feature",
    blank: { title: "", description: "" },
    summary: (item) => str(item.title),
    canAdd: true,
    fields: [
      { path: "title", label: "Title", kind: "text", maxLength: 500, required: true },
      { path: "description", label: "Description", kind: "textarea", maxLength: 5000 },
      { path: "icon", label: "Icon name", kind: "text", maxLength: 80 },
    ],
  },
  faqs: {
    heading: "FAQs",
    noun: "FAQ",
    blank: { question: "", answer: "" },
    summary: (item) => str(item.question),
    canAdd: true,
    fields: [
      { path: "question", label: "Question", kind: "text", maxLength: 500, required: true },
      { path: "answer", label: "Answer", kind: "textarea", maxLength: 20000 },
    ],
  },
  banners: {
    heading: "Banners",
    noun: "banner",
    blank: { position: "top", type: "permanent", is_enabled: true, content: { text: "" }, page_paths: [] },
    summary: (item) => str((item.content as { text?: string } | undefined)?.text) || `Banner (${str(item.position)})`,
    canAdd: true,
    fields: [
      { path: "content.text", label: "Text", kind: "textarea", maxLength: 2000 },
      { path: "position", label: "Position", kind: "select", options: ["top", "bottom", "left", "right"] },
      { path: "type", label: "Type", kind: "select", options: ["permanent", "closed"] },
      { path: "is_enabled", label: "Enabled", kind: "switch" },
      { path: "page_paths", label: "Pages (one path per line; none: every page)", kind: "lines" },
    ],
  },
  blog_posts: {
    heading: "Posts and pages",
    noun: "post",
    blank: {},
    summary: (item) => `${str(item.title)} (/${str(item.slug)})`,
    canAdd: false,
    fields: [
      { path: "title", label: "Title", kind: "text", maxLength: 500, required: true },
      { path: "slug", label: "Slug", kind: "text", maxLength: 200 },
      { path: "description", label: "Description", kind: "textarea", maxLength: 5000 },
      { path: "display_this_post", label: "Published", kind: "switch" },
      { path: "display_as_blog_post", label: "Shown in the blog", kind: "switch" },
    ],
  },
  menu_items: {
    heading: "Menu items",
    noun: "menu item",
    blank: { display_name: "", url_name: "", is_displayed: true, is_displayed_on_footer: false },
    summary: (item) => str(item.display_name),
    canAdd: true,
    fields: [
      { path: "display_name", label: "Name", kind: "text", maxLength: 200, required: true },
      { path: "url_name", label: "Slug", kind: "text", maxLength: 200 },
      { path: "description", label: "Description", kind: "textarea", maxLength: 2000 },
      { path: "is_displayed", label: "Displayed", kind: "switch" },
      { path: "is_displayed_on_footer", label: "Displayed in the footer", kind: "switch" },
    ],
  },
  submenu_items: {
    heading: "Submenu items",
    noun: "submenu item",
    blank: { name: "", url_name: "", description: "", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    parent: { path: "menu_item_id", list: "menu_items", name: "display_name" },
    fields: [
      { path: "menu_item_id", label: "Menu item", kind: "parent", required: true },
      { path: "name", label: "Name", kind: "text", maxLength: 200, required: true },
      { path: "url_name", label: "Slug", kind: "text", maxLength: 200 },
      { path: "is_displayed", label: "Displayed", kind: "switch" },
    ],
  },
  cookie_categories: {
    heading: "Cookie categories",
    noun: "cookie category",
    blank: { name: "", description: "" },
    summary: (item) => str(item.name),
    canAdd: true,
    locked: (item) =>
      item.id !== undefined && isEssentialCategoryName(str(item.name))
        ? { fields: ["name"], reason: ESSENTIAL_REASON }
        : null,
    fields: [
      { path: "name", label: "Name", kind: "text", maxLength: 200, required: true },
      { path: "description", label: "Description", kind: "textarea", maxLength: 2000 },
    ],
  },
  cookie_services: {
    heading: "Cookie services",
    noun: "cookie service",
    blank: { name: "", description: "", active: true },
    summary: (item) => str(item.name),
    canAdd: true,
    parent: { path: "category_id", list: "cookie_categories", name: "name" },
    note: "A service is filed under a saved category: save a new category first, then add its services. Deleting a category deletes its services.",
    fields: [
      { path: "category_id", label: "Category", kind: "parent", required: true },
      { path: "name", label: "Name", kind: "text", maxLength: 200, required: true },
      { path: "description", label: "Description", kind: "textarea", maxLength: 2000 },
      {
        path: "script_url",
        label: "Script address (https:// or a path of this site), loaded only after consent",
        kind: "text",
        maxLength: 2048,
      },
      { path: "active", label: "Offered to visitors", kind: "switch" },
    ],
  },
};

/** Why the category named essential is locked (the server refuses the same with a 400). */
export const ESSENTIAL_REASON =
  "Essential is always on for visitors (Reject all keeps its services), so it cannot be renamed or deleted.";

export function getPath(item: Item, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], item);
}

/** A copy of `item` with `path` set (objects on the way copied, never mutated). */
export function setPath(item: Item, path: string, value: unknown): Item {
  const [head, ...rest] = path.split(".");
  if (rest.length === 0) return { ...item, [head!]: value };
  const inner = (item[head!] as Item | undefined) ?? {};
  return { ...item, [head!]: setPath({ ...inner }, rest.join("."), value) };
}

/** A slug as the spec makes it (§5): lower case, whitespace to hyphens, other characters dropped. */
export function toSlug(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9/-]/g, "");
}
