import { isEssentialCategoryName } from "../../../shared/rules/cookie-consent.ts";
import type { Item, ListKey } from "./settings-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/** A text of the catalogue in the person's UI language (decision 074). */
export type Ui = { locale: UiLocale };
export type Text = (o: Ui) => string;

/**
 * How one field of a list item is edited. `path` may reach into an object (`content.text`). A
 * `parent` field chooses the saved record of another list the item belongs to (ListSpec.parent).
 */
export type FieldSpec = {
  path: string;
  label: Text;
  kind: "text" | "textarea" | "number" | "switch" | "select" | "lines" | "parent";
  /** A select's stored values and how each reads. */
  options?: readonly { value: string; label: Text }[];
  maxLength?: number;
  required?: boolean;
};

export type ListSpec = {
  /** Heading over the list. */
  heading: Text;
  /** What one item is called, on its own ("FAQ", "Cookie service"): legends of the merge view. */
  kind: Text;
  /** The Add button ("Add FAQ"); none where items are made elsewhere. */
  add?: Text;
  /** What an empty list says ("No FAQs yet."). */
  empty: Text;
  /** The summary of a new item with nothing typed yet ("New FAQ"). */
  fresh: Text;
  /** What a new item starts with. */
  blank: Item;
  /** The field shown as the item's summary line. */
  summary: (item: Item, o: Ui) => string;
  fields: FieldSpec[];
  /** Blog posts are written by the post editor: here they are edited, reordered or deleted only. */
  canAdd: boolean;
  /**
   * Items that belong to a record of another list (a submenu item to a menu item, a service to a
   * category): the field naming it and that list. Only saved records (with an id) can be chosen.
   */
  parent?: { path: string; list: ListKey; name: string };
  /** A line under the heading that explains a rule of the list. */
  note?: Text;
  /** An item the server keeps as it is: these fields are read-only and it cannot be deleted, for `reason`. */
  locked?: (item: Item) => { fields: string[]; reason: Text } | null;
};

const str = (value: unknown) => (typeof value === "string" ? value : "");

// Labels several lists share.
const NAME: Text = (o) => m.editors_fieldName({}, o);
const TITLE: Text = (o) => m.editors_fieldTitle({}, o);
const DESCRIPTION: Text = (o) => m.editors_fieldDescription({}, o);
const SLUG: Text = (o) => m.editors_slug({}, o);
const DISPLAYED: Text = (o) => m.editors_gsFieldDisplayed({}, o);
const PRICE: Text = (o) => m.editors_gsFieldPriceCents({}, o);
const CURRENCY: Text = (o) => m.editors_gsFieldCurrency({}, o);

const BANNER_POSITIONS: NonNullable<FieldSpec["options"]> = [
  { value: "top", label: (o) => m.editors_gsPositionTop({}, o) },
  { value: "bottom", label: (o) => m.editors_gsPositionBottom({}, o) },
  { value: "left", label: (o) => m.editors_gsPositionLeft({}, o) },
  { value: "right", label: (o) => m.editors_gsPositionRight({}, o) },
];

/** How a select's stored value reads (the value itself when it has no label). */
export function labelOf(options: FieldSpec["options"], value: unknown, o: Ui): string {
  return options?.find((option) => option.value === value)?.label(o) ?? str(value);
}

export const LIST_SPECS: Record<ListKey, ListSpec> = {
  products: {
    heading: (o) => m.editors_gsTabProducts({}, o),
    kind: (o) => m.editors_gsProduct({}, o),
    add: (o) => m.editors_gsAddProduct({}, o),
    empty: (o) => m.editors_gsNoProducts({}, o),
    fresh: (o) => m.editors_gsNewProduct({}, o),
    blank: { name: "", description: "", price: null, currency_symbol: "$", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    fields: [
      { path: "name", label: NAME, kind: "text", maxLength: 300, required: true },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 5000 },
      { path: "price", label: PRICE, kind: "number" },
      { path: "currency_symbol", label: CURRENCY, kind: "text", maxLength: 8 },
      { path: "url", label: (o) => m.editors_gsFieldLink({}, o), kind: "text", maxLength: 2048 },
      { path: "is_displayed", label: DISPLAYED, kind: "switch" },
    ],
  },
  pricing_plans: {
    heading: (o) => m.editors_gsPricingPlans({}, o),
    kind: (o) => m.editors_gsPricingPlan({}, o),
    add: (o) => m.editors_gsAddPricingPlan({}, o),
    empty: (o) => m.editors_gsNoPricingPlans({}, o),
    fresh: (o) => m.editors_gsNewPricingPlan({}, o),
    blank: { name: "", description: "", price: 0, features: [], currency_symbol: "$", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    fields: [
      { path: "name", label: NAME, kind: "text", maxLength: 300, required: true },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 5000 },
      { path: "price", label: PRICE, kind: "number", required: true },
      { path: "currency_symbol", label: CURRENCY, kind: "text", maxLength: 8 },
      { path: "features", label: (o) => m.editors_gsFieldFeatures({}, o), kind: "lines" },
      { path: "is_promotion", label: (o) => m.editors_gsFieldOnPromotion({}, o), kind: "switch" },
      { path: "promotion_price", label: (o) => m.editors_gsFieldPromotionPrice({}, o), kind: "number" },
      { path: "is_displayed", label: DISPLAYED, kind: "switch" },
    ],
  },
  features: {
    heading: (o) => m.editors_gsTabFeatures({}, o),
    kind: (o) => m.editors_gsFeature({}, o),
    add: (o) => m.editors_gsAddFeature({}, o),
    empty: (o) => m.editors_gsNoFeatures({}, o),
    fresh: (o) => m.editors_gsNewFeature({}, o),
    blank: { title: "", description: "" },
    summary: (item) => str(item.title),
    canAdd: true,
    fields: [
      { path: "title", label: TITLE, kind: "text", maxLength: 500, required: true },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 5000 },
      { path: "icon", label: (o) => m.editors_gsFieldIcon({}, o), kind: "text", maxLength: 80 },
    ],
  },
  faqs: {
    heading: (o) => m.editors_gsTabFaqs({}, o),
    kind: (o) => m.editors_gsFaq({}, o),
    add: (o) => m.editors_gsAddFaq({}, o),
    empty: (o) => m.editors_gsNoFaqs({}, o),
    fresh: (o) => m.editors_gsNewFaq({}, o),
    blank: { question: "", answer: "" },
    summary: (item) => str(item.question),
    canAdd: true,
    fields: [
      {
        path: "question",
        label: (o) => m.editors_gsFieldQuestion({}, o),
        kind: "text",
        maxLength: 500,
        required: true,
      },
      { path: "answer", label: (o) => m.editors_gsFieldAnswer({}, o), kind: "textarea", maxLength: 20000 },
    ],
  },
  banners: {
    heading: (o) => m.editors_gsTabBanners({}, o),
    kind: (o) => m.editors_gsBanner({}, o),
    add: (o) => m.editors_gsAddBanner({}, o),
    empty: (o) => m.editors_gsNoBanners({}, o),
    fresh: (o) => m.editors_gsNewBanner({}, o),
    blank: { position: "top", type: "permanent", is_enabled: true, content: { text: "" }, page_paths: [] },
    summary: (item, o) =>
      str((item.content as { text?: string } | undefined)?.text) ||
      m.editors_gsBannerAt({ position: labelOf(BANNER_POSITIONS, item.position, o) }, o),
    canAdd: true,
    fields: [
      { path: "content.text", label: (o) => m.editors_gsFieldText({}, o), kind: "textarea", maxLength: 2000 },
      { path: "position", label: (o) => m.editors_fieldPosition({}, o), kind: "select", options: BANNER_POSITIONS },
      {
        path: "type",
        label: (o) => m.editors_recordType({}, o),
        kind: "select",
        options: [
          { value: "permanent", label: (o) => m.editors_gsTypePermanent({}, o) },
          { value: "closed", label: (o) => m.editors_gsTypeClosed({}, o) },
        ],
      },
      { path: "is_enabled", label: (o) => m.editors_gsFieldEnabled({}, o), kind: "switch" },
      { path: "page_paths", label: (o) => m.editors_gsFieldPages({}, o), kind: "lines" },
    ],
  },
  blog_posts: {
    heading: (o) => m.editors_gsPostsAndPages({}, o),
    kind: (o) => m.editors_gsPost({}, o),
    empty: (o) => m.editors_gsNoPosts({}, o),
    fresh: (o) => m.editors_gsNewPost({}, o),
    blank: {},
    summary: (item) => `${str(item.title)} (/${str(item.slug)})`,
    canAdd: false,
    fields: [
      { path: "title", label: TITLE, kind: "text", maxLength: 500, required: true },
      { path: "slug", label: SLUG, kind: "text", maxLength: 200 },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 5000 },
      { path: "display_this_post", label: (o) => m.editors_gsFieldPublished({}, o), kind: "switch" },
      { path: "display_as_blog_post", label: (o) => m.editors_gsFieldInBlog({}, o), kind: "switch" },
    ],
  },
  menu_items: {
    heading: (o) => m.editors_gsMenuItems({}, o),
    kind: (o) => m.editors_gsMenuItem({}, o),
    add: (o) => m.editors_gsAddMenuItem({}, o),
    empty: (o) => m.editors_gsNoMenuItems({}, o),
    fresh: (o) => m.editors_gsNewMenuItem({}, o),
    blank: { display_name: "", url_name: "", is_displayed: true, is_displayed_on_footer: false },
    summary: (item) => str(item.display_name),
    canAdd: true,
    fields: [
      { path: "display_name", label: NAME, kind: "text", maxLength: 200, required: true },
      { path: "url_name", label: SLUG, kind: "text", maxLength: 200 },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 2000 },
      { path: "is_displayed", label: DISPLAYED, kind: "switch" },
      { path: "is_displayed_on_footer", label: (o) => m.editors_gsFieldInFooter({}, o), kind: "switch" },
    ],
  },
  submenu_items: {
    heading: (o) => m.editors_gsSubmenuItems({}, o),
    kind: (o) => m.editors_gsSubmenuItem({}, o),
    add: (o) => m.editors_gsAddSubmenuItem({}, o),
    empty: (o) => m.editors_gsNoSubmenuItems({}, o),
    fresh: (o) => m.editors_gsNewSubmenuItem({}, o),
    blank: { name: "", url_name: "", description: "", is_displayed: true },
    summary: (item) => str(item.name),
    canAdd: true,
    parent: { path: "menu_item_id", list: "menu_items", name: "display_name" },
    fields: [
      { path: "menu_item_id", label: (o) => m.editors_gsMenuItem({}, o), kind: "parent", required: true },
      { path: "name", label: NAME, kind: "text", maxLength: 200, required: true },
      { path: "url_name", label: SLUG, kind: "text", maxLength: 200 },
      { path: "is_displayed", label: DISPLAYED, kind: "switch" },
    ],
  },
  cookie_categories: {
    heading: (o) => m.editors_gsCookieCategories({}, o),
    kind: (o) => m.editors_gsCookieCategory({}, o),
    add: (o) => m.editors_gsAddCookieCategory({}, o),
    empty: (o) => m.editors_gsNoCookieCategories({}, o),
    fresh: (o) => m.editors_gsNewCookieCategory({}, o),
    blank: { name: "", description: "" },
    summary: (item) => str(item.name),
    canAdd: true,
    locked: (item) =>
      item.id !== undefined && isEssentialCategoryName(str(item.name))
        ? { fields: ["name"], reason: ESSENTIAL_REASON }
        : null,
    fields: [
      { path: "name", label: NAME, kind: "text", maxLength: 200, required: true },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 2000 },
    ],
  },
  cookie_services: {
    heading: (o) => m.editors_gsCookieServices({}, o),
    kind: (o) => m.editors_gsCookieService({}, o),
    add: (o) => m.editors_gsAddCookieService({}, o),
    empty: (o) => m.editors_gsNoCookieServices({}, o),
    fresh: (o) => m.editors_gsNewCookieService({}, o),
    blank: { name: "", description: "", active: true },
    summary: (item) => str(item.name),
    canAdd: true,
    parent: { path: "category_id", list: "cookie_categories", name: "name" },
    note: (o) => m.editors_gsCookieServicesNote({}, o),
    fields: [
      { path: "category_id", label: (o) => m.editors_gsFieldCategory({}, o), kind: "parent", required: true },
      { path: "name", label: NAME, kind: "text", maxLength: 200, required: true },
      { path: "description", label: DESCRIPTION, kind: "textarea", maxLength: 2000 },
      { path: "script_url", label: (o) => m.editors_gsFieldScript({}, o), kind: "text", maxLength: 2048 },
      { path: "active", label: (o) => m.editors_gsFieldOffered({}, o), kind: "switch" },
    ],
  },
};

/** Why the category named essential is locked (the server refuses the same with a 400). */
export const ESSENTIAL_REASON: Text = (o) => m.editors_gsEssentialReason({}, o);

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
