import type { ApiSchema } from "../../api-client/client.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { SETTINGS_LISTS } from "../../../shared/rules/settings.ts";
import type { Text, Ui } from "./list-fields.ts";

/**
 * Global Settings' pure rules (spec editing-tools §2.8, §4, §7, §8): the tabs, the form built from
 * GET /api/organizations/{id}, dirty versus saved, list edits (add, edit, delete, reorder) and the
 * PUT payload. No React here, so the rules are unit-tested directly.
 */

export const LIST_KEYS = SETTINGS_LISTS;
export type ListKey = (typeof LIST_KEYS)[number];

export type Item = Record<string, unknown> & { id?: number; _key?: string };

/** GET /api/organizations/{id} as the API defines it; `list_versions` are each list's version (decision 031). */
export type OrganizationData = ApiSchema<"OrganizationSettingsAnswer">;

export const GENERAL_FIELDS = [
  "name",
  "base_url",
  "base_url_local",
  "type",
  "font_family",
  "supported_locales",
  "language",
  "logo",
] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];
export type General = {
  name: string;
  base_url: string;
  base_url_local: string;
  type: string;
  font_family: string;
  supported_locales: string[];
  language: string;
  /** The site logo's address: a gallery image (/media/…), a site path or an http(s) address; "" = the default logo. */
  logo: string;
};

export type SettingsForm = {
  general: General;
  lists: Record<ListKey, Item[]>;
  hero: Record<string, unknown> | null;
  /** Visitors' consent records (read only, never sent). */
  consent: Item[];
};

/** The form before the organization has loaded. */
export function emptyForm(): SettingsForm {
  return {
    general: {
      name: "",
      base_url: "",
      base_url_local: "",
      type: "",
      font_family: "",
      supported_locales: ["en"],
      language: "en",
      logo: "",
    },
    lists: Object.fromEntries(LIST_KEYS.map((list) => [list, []])) as unknown as Record<ListKey, Item[]>,
    hero: null,
    consent: [],
  };
}

export type TabKey =
  | "general"
  | "hero"
  | "products"
  | "features"
  | "faqs"
  | "banners"
  | "menu"
  | "blog"
  | "cookies"
  | "meeting-types"
  | "domains";

export type Tab = {
  key: TabKey;
  /** The tab's name, also its title over the content. */
  label: Text;
  subtitle: Text;
  /** The lists this tab edits. */
  lists: ListKey[];
  /** `GET /api/organizations/{orgId}/sections/{section}` after a save; none for general (spec §7). */
  section: string | null;
};

export const TABS: Tab[] = [
  {
    key: "general",
    label: (o) => m.editors_gsTabGeneral({}, o),
    subtitle: (o) => m.editors_gsTabGeneralSub({}, o),
    lists: [],
    section: null,
  },
  {
    key: "hero",
    label: (o) => m.editors_gsTabHero({}, o),
    subtitle: (o) => m.editors_gsTabHeroSub({}, o),
    lists: [],
    section: "hero",
  },
  {
    key: "products",
    label: (o) => m.editors_gsTabProducts({}, o),
    subtitle: (o) => m.editors_gsTabProductsSub({}, o),
    lists: ["products", "pricing_plans"],
    section: "products",
  },
  {
    key: "features",
    label: (o) => m.editors_gsTabFeatures({}, o),
    subtitle: (o) => m.editors_gsTabFeaturesSub({}, o),
    lists: ["features"],
    section: "features",
  },
  {
    key: "faqs",
    label: (o) => m.editors_gsTabFaqs({}, o),
    subtitle: (o) => m.editors_gsTabFaqsSub({}, o),
    lists: ["faqs"],
    section: "faqs",
  },
  {
    key: "banners",
    label: (o) => m.editors_gsTabBanners({}, o),
    subtitle: (o) => m.editors_gsTabBannersSub({}, o),
    lists: ["banners"],
    section: "banners",
  },
  {
    key: "menu",
    label: (o) => m.editors_gsTabMenu({}, o),
    subtitle: (o) => m.editors_gsTabMenuSub({}, o),
    lists: ["menu_items", "submenu_items"],
    section: "menu",
  },
  {
    key: "blog",
    label: (o) => m.editors_gsTabBlog({}, o),
    subtitle: (o) => m.editors_gsTabBlogSub({}, o),
    lists: ["blog_posts"],
    section: "blog",
  },
  {
    key: "cookies",
    label: (o) => m.editors_gsTabCookies({}, o),
    subtitle: (o) => m.editors_gsTabCookiesSub({}, o),
    lists: ["cookie_categories", "cookie_services"],
    section: "cookies",
  },
  {
    key: "meeting-types",
    label: (o) => m.editors_gsTabMeetingTypes({}, o),
    subtitle: (o) => m.editors_gsTabMeetingTypesSub({}, o),
    lists: [],
    section: null,
  },
  {
    key: "domains",
    label: (o) => m.editors_domains({}, o),
    subtitle: (o) => m.editors_gsTabDomainsSub({}, o),
    lists: [],
    section: null,
  },
];

export function tabOf(key: string | undefined): Tab {
  return TABS.find((tab) => tab.key === key) ?? TABS[0]!;
}

/** Menus count in tens (spec §4 and §9), other lists one by one. */
export function orderStep(list: ListKey): number {
  return list === "menu_items" || list === "submenu_items" ? 10 : 1;
}

const text = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);

let keySequence = 0;
/** A React key for items that have no id yet (stripped from the payload). */
export function newKey(): string {
  keySequence += 1;
  return `new-${keySequence}`;
}

export function formFrom(data: OrganizationData): SettingsForm {
  const s = data.settings;
  return {
    general: {
      name: text(s.name, data.organization.name),
      base_url: text(s.base_url),
      base_url_local: text(s.base_url_local),
      type: text(s.type, data.organization.type),
      font_family: text(s.font_family, "Inter"),
      supported_locales: Array.isArray(s.supported_locales) ? (s.supported_locales as string[]) : ["en"],
      language: text(s.language, "en"),
      logo: text(s.logo),
    },
    lists: Object.fromEntries(
      LIST_KEYS.map((list) => [list, ((data[list] ?? []) as Item[]).map((item) => ({ ...item }))]),
    ) as Record<ListKey, Item[]>,
    hero: data.website_hero,
    consent: (data.cookie_consent_records ?? []) as Item[],
  };
}

/** Replaces the lists a reloaded tab answered (GET …/sections/{section}), keeping the others. */
export function withSection(data: OrganizationData, section: Record<string, unknown>): OrganizationData {
  const versions = section.list_versions as Record<string, string> | undefined;
  return {
    ...data,
    ...section,
    list_versions: { ...data.list_versions, ...versions },
  } as OrganizationData;
}

/** JSON with sorted keys and without client-only keys: the same data is the same text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (key, inner: unknown) => {
    if (key.startsWith("_")) return undefined;
    return inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner;
  });
}

// ----- List edits -----

export function addItem(form: SettingsForm, list: ListKey, item: Item): SettingsForm {
  const items = form.lists[list];
  const last = items.reduce((max, current) => Math.max(max, Number(current.order ?? 0)), -orderStep(list));
  return withList(form, list, [...items, { ...item, _key: item._key ?? newKey(), order: last + orderStep(list) }]);
}

export function updateItem(form: SettingsForm, list: ListKey, index: number, patch: Item): SettingsForm {
  return withList(
    form,
    list,
    form.lists[list].map((item, i) => (i === index ? { ...item, ...patch } : item)),
  );
}

/** Lists whose items go with a removed record of another list (the server deletes them with it). */
const CHILDREN: Partial<Record<ListKey, { list: ListKey; path: string }>> = {
  cookie_categories: { list: "cookie_services", path: "category_id" },
  menu_items: { list: "submenu_items", path: "menu_item_id" },
};

export function removeItem(form: SettingsForm, list: ListKey, index: number): SettingsForm {
  const removed = form.lists[list][index];
  const next = withList(
    form,
    list,
    form.lists[list].filter((_, i) => i !== index),
  );
  const children = CHILDREN[list];
  if (!children || removed?.id === undefined) return next;
  return withList(
    next,
    children.list,
    next.lists[children.list].filter((item) => item[children.path] !== removed.id),
  );
}

/** Moves an item and renumbers the list's order (steps of 10 for menus). */
export function moveItem(form: SettingsForm, list: ListKey, from: number, to: number): SettingsForm {
  const items = [...form.lists[list]];
  if (to < 0 || to >= items.length || from === to) return form;
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  const step = orderStep(list);
  return withList(
    form,
    list,
    items.map((item, index) => ({ ...item, order: index * step })),
  );
}

function withList(form: SettingsForm, list: ListKey, items: Item[]): SettingsForm {
  return { ...form, lists: { ...form.lists, [list]: items } };
}

// ----- Payload -----

/** Keys the server does not take in a list item: client-only keys and nested lists of GET answers. */
function payloadItem(item: Item): Item {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith("_"))) as Item;
}

/** PUT /api/organizations/{id} as the API defines it. */
export type SettingsPayload = ApiSchema<"OrganizationUpdateBody">;

/**
 * PUT /api/organizations/{id} (spec §7): settings without lists and hero, every list whole, and
 * website_hero only when the Hero Section tab is active (and the hero was changed).
 */
export function buildPayload(
  form: SettingsForm,
  {
    activeTab,
    version,
    listVersions,
    saved,
  }: { activeTab: TabKey; version?: string; listVersions?: Record<string, string>; saved?: SettingsForm | null },
): SettingsPayload {
  // An emptied logo field is sent as null: the stored logo is removed and the default logo shows.
  const logo = form.general.logo.trim();
  const general = { ...form.general, name: form.general.name.trim(), logo: logo || null };
  const payload = {
    ...(version ? { updated_at: version } : {}),
    // Every list goes back whole with the version it was loaded with: a list someone else changed meanwhile is a 409.
    ...(listVersions ? { list_versions: Object.fromEntries(LIST_KEYS.map((list) => [list, listVersions[list]])) } : {}),
    settings: general,
    ...Object.fromEntries(LIST_KEYS.map((list) => [list, form.lists[list].map(payloadItem)])),
  } as SettingsPayload;
  // The hero goes through its own change function (a revision each time): only when it changed.
  if (activeTab === "hero" && form.hero && canonical(form.hero) !== canonical(saved?.hero ?? null)) {
    payload.website_hero = form.hero as SettingsPayload["website_hero"];
  }
  return payload;
}

export const LOGO_ADDRESS_ERROR: Text = (o) => m.editors_gsLogoAddressError({}, o);

/** What the server takes for an image (settings.logo): http(s) or a site path; no `javascript:` or `data:`. */
export function isImageAddress(value: string): boolean {
  const address = value.trim();
  return address === "" || /^(https?:\/\/\S+|\/\S*)$/i.test(address);
}

// ----- Messages of spec §8 -----

/** The spec's texts (in English exactly as §8 gives them), in the person's UI language. */
export function settingsMessages(o: Ui) {
  return {
    noSession: m.editors_gsNoSession({}, o),
    loadFailed: m.editors_gsLoadFailed({}, o),
    saveFailed: m.editors_gsSaveFailed({}, o),
    closeQuestion: m.editors_closeQuestion({}, o),
    saved: m.editors_gsSaved({}, o),
    fetchOrganization: (status: string) => m.editors_gsFetchOrganization({ status }, o),
    fetchSection: (section: string, status: string) => m.editors_gsFetchSection({ section, status }, o),
  };
}
