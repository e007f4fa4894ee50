import { describe, expect, it } from "vitest";
import { sameValue } from "../../components/editor-kit/merge.ts";
import { settingsFormSchema } from "../../../shared/schemas/settings-schema.ts";
import { ESSENTIAL_REASON, getPath, LIST_SPECS, setPath, toSlug } from "./list-fields.ts";
import {
  addItem,
  buildPayload,
  formFrom,
  GENERAL_FIELDS,
  isImageAddress,
  LOGO_ADDRESS_ERROR,
  settingsMessages,
  moveItem,
  removeItem,
  TABS,
  tabOf,
  updateItem,
  withSection,
  type OrganizationData,
  type SettingsForm,
} from "./settings-form.ts";

const en = { locale: "en" } as const;

/** Dirty as the record editor tells it: the draft differs from the base. */
const isDirty = (saved: SettingsForm, current: SettingsForm) => !sameValue(saved, current);

/** What the form (the API's own rules, shared/schemas/settings-schema.ts) says, field by field. */
function problems(form: SettingsForm): string[] {
  const result = settingsFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

function data(overrides: Partial<OrganizationData> = {}): OrganizationData {
  return {
    organization: { id: 7, name: "Acme", type: "consulting", updated_at: "2026-11-23T05:00:00.000Z" },
    settings: {
      name: "Acme",
      type: "consulting",
      font_family: "Inter",
      supported_locales: ["en", "fr"],
      language: "en",
      logo: "/x.svg",
    },
    website_hero: null,
    features: [],
    faqs: [
      {
        id: 1,
        question: "One?",
        answer: "<p>1</p>",
        order: 0,
        question_translation: {},
        created_at: "x",
        updated_at: "y",
      },
      {
        id: 2,
        question: "Two?",
        answer: "<p>2</p>",
        order: 1,
        question_translation: {},
        created_at: "x",
        updated_at: "y",
      },
    ],
    banners: [],
    blog_posts: [],
    products: [],
    pricing_plans: [],
    menu_items: [{ id: 10, display_name: "Services", order: 0, website_submenuitem: [] }],
    submenu_items: [],
    cookie_categories: [],
    cookie_services: [],
    cookie_consent_records: [],
    list_versions: {},
    ...overrides,
  };
}

describe("tabs", () => {
  it("has the spec's ten tabs in order, then Domains (decision 066), each with a title and subtitle", () => {
    expect(TABS.map((tab) => tab.label(en))).toEqual([
      "General",
      "Hero Section",
      "Products",
      "Features",
      "FAQs",
      "Banners",
      "Menu",
      "Blog",
      "Cookies",
      "Meeting Types",
      "Domains",
    ]);
    for (const tab of TABS) {
      expect(tab.subtitle(en)).toBeTruthy();
    }
  });

  it("reloads every tab's section after a save except general (and meeting types and domains, which save on their own)", () => {
    expect(TABS.filter((tab) => tab.section === null).map((tab) => tab.key)).toEqual([
      "general",
      "meeting-types",
      "domains",
    ]);
    expect(tabOf("faqs").section).toBe("faqs");
    expect(tabOf("nonsense").key).toBe("general");
    expect(tabOf(undefined).key).toBe("general");
  });
});

describe("dirty versus saved", () => {
  it("is clean as loaded, dirty after an edit, clean again when the edit is undone by hand", () => {
    const saved = formFrom(data());
    expect(isDirty(saved, formFrom(data()))).toBe(false);
    const edited = { ...saved, general: { ...saved.general, name: "Acme Ltd" } };
    expect(isDirty(saved, edited)).toBe(true);
    expect(isDirty(saved, { ...edited, general: { ...edited.general, name: "Acme" } })).toBe(false);
  });

  it("counts list edits: add, edit, delete and reorder; adding then removing is no change", () => {
    const saved = formFrom(data());
    const added = addItem(saved, "faqs", { question: "Three?" });
    expect(isDirty(saved, added)).toBe(true);
    expect(isDirty(saved, removeItem(added, "faqs", 2))).toBe(false);
    expect(isDirty(saved, updateItem(saved, "faqs", 0, { question: "Uno?" }))).toBe(true);
    expect(isDirty(saved, removeItem(saved, "faqs", 0))).toBe(true);
    expect(isDirty(saved, moveItem(saved, "faqs", 1, 0))).toBe(true);
  });

  it("ignores key order (what jsonb does to objects)", () => {
    const saved = formFrom(data());
    const reordered = formFrom(
      data({ faqs: data().faqs.map((faq) => Object.fromEntries(Object.entries(faq).reverse())) }),
    );
    expect(isDirty(saved, reordered)).toBe(false);
  });
});

describe("list edits", () => {
  it("appends a new item after the highest order, in steps of 10 for menus", () => {
    const form = formFrom(data());
    expect(addItem(form, "faqs", { question: "Three?" }).lists.faqs.at(-1)).toMatchObject({
      question: "Three?",
      order: 2,
    });
    expect(addItem(form, "menu_items", { display_name: "About" }).lists.menu_items.at(-1)).toMatchObject({ order: 10 });
    expect(addItem(form, "features", { title: "First" }).lists.features[0]).toMatchObject({ order: 0 });
  });

  it("moves an item and renumbers the order", () => {
    const form = formFrom(
      data({
        menu_items: [
          { id: 1, order: 0 },
          { id: 2, order: 10 },
          { id: 3, order: 20 },
        ],
      }),
    );
    const moved = moveItem(form, "menu_items", 2, 0);
    expect(moved.lists.menu_items.map((item) => [item.id, item.order])).toEqual([
      [3, 0],
      [1, 10],
      [2, 20],
    ]);
    expect(moveItem(form, "menu_items", 0, -1)).toBe(form);
    expect(moveItem(form, "menu_items", 2, 3)).toBe(form);
  });

  it("reads and writes nested fields without touching the original", () => {
    const banner = { id: 1, content: { text: "Sale", icon: "gift" } };
    const next = setPath(banner, "content.text", "Big sale");
    expect(next).toEqual({ id: 1, content: { text: "Big sale", icon: "gift" } });
    expect(banner.content.text).toBe("Sale");
    expect(getPath(next, "content.text")).toBe("Big sale");
    expect(setPath({}, "content.text", "x")).toEqual({ content: { text: "x" } });
  });

  it("makes slugs as the spec says", () => {
    expect(toSlug("  Our Services! ")).toBe("our-services");
    expect(toSlug("Über uns")).toBe("ber-uns");
  });
});

describe("the PUT payload", () => {
  it("sends the general settings without lists or hero, and every list whole without client-only keys", () => {
    const form = addItem(formFrom(data()), "faqs", { question: "Three?", answer: "" });
    const payload = buildPayload(form, { activeTab: "faqs", version: "2026-11-23T05:00:00.000Z" });
    expect(payload.settings).toEqual({
      name: "Acme",
      base_url: "",
      base_url_local: "",
      type: "consulting",
      font_family: "Inter",
      supported_locales: ["en", "fr"],
      language: "en",
      logo: "/x.svg",
    });
    expect(payload.updated_at).toBe("2026-11-23T05:00:00.000Z");
    expect(Object.keys(payload).sort()).toEqual(
      [
        "updated_at",
        "settings",
        "features",
        "faqs",
        "banners",
        "blog_posts",
        "products",
        "pricing_plans",
        "menu_items",
        "submenu_items",
        "cookie_categories",
        "cookie_services",
      ].sort(),
    );
    expect(payload.faqs!).toHaveLength(3);
    expect(payload.faqs![2]).toEqual({ question: "Three?", answer: "", order: 2 });
    expect(JSON.stringify(payload)).not.toContain("_key");
  });

  it("sends website_hero only from the Hero Section tab, and only when it changed", () => {
    const saved = formFrom(data({ website_hero: { id: 1, title: "Welcome" } }));
    const edited = { ...saved, hero: { id: 1, title: "Hello" } };
    expect(buildPayload(edited, { activeTab: "hero", saved }).website_hero).toEqual({ id: 1, title: "Hello" });
    expect("website_hero" in buildPayload(saved, { activeTab: "hero", saved })).toBe(false);
    expect("website_hero" in buildPayload(edited, { activeTab: "general", saved })).toBe(false);
    expect("website_hero" in buildPayload(formFrom(data()), { activeTab: "hero" })).toBe(false);
  });

  it("loads the logo into the General tab and sends it; an emptied one is sent as null (the default logo)", () => {
    const form = formFrom(data());
    expect(GENERAL_FIELDS).toContain("logo");
    expect(form.general.logo).toBe("/x.svg");
    expect(formFrom(data({ settings: { name: "Acme" } })).general.logo).toBe("");
    const picked = { ...form, general: { ...form.general, logo: "/media/3/logo.webp" } };
    expect(isDirty(form, picked)).toBe(true);
    expect(buildPayload(picked, { activeTab: "general" }).settings!.logo).toBe("/media/3/logo.webp");
    expect(
      buildPayload({ ...form, general: { ...form.general, logo: "  " } }, { activeTab: "general" }).settings!.logo,
    ).toBeNull();
  });

  it("refuses a logo address of another scheme before sending, at the logo field", () => {
    const form = formFrom(data());
    for (const logo of ["https://cdn.example.com/l.png", "/demo/brightpath/logo.svg", "/media/1/a.webp", ""]) {
      expect(problems({ ...form, general: { ...form.general, logo } }), logo).toEqual([]);
    }
    for (const logo of ["javascript:alert(1)", "data:image/png;base64,AAAA", "logo.png", "ftp://x/l.png"]) {
      const found = problems({ ...form, general: { ...form.general, logo } });
      expect(found, logo).toHaveLength(1);
      expect(found[0], logo).toMatch(/^general\.logo: /);
      expect(isImageAddress(logo)).toBe(false);
    }
    expect(LOGO_ADDRESS_ERROR(en)).toMatch(/Logo must be/);
  });

  it("trims the name and refuses a blank one before sending, at the name field", () => {
    const form = formFrom(data());
    expect(problems(form)).toEqual([]);
    expect(
      buildPayload({ ...form, general: { ...form.general, name: "  Acme  " } }, { activeTab: "general" }).settings!
        .name,
    ).toBe("Acme");
    expect(problems({ ...form, general: { ...form.general, name: "  " } })).toEqual(["general.name: is required"]);
  });
});

describe("removing a parent", () => {
  it("takes a menu item's submenu items with it, as the server does", () => {
    const form = formFrom(
      data({
        menu_items: [
          { id: 10, display_name: "Services", order: 0, website_submenuitem: [] },
          { id: 20, display_name: "About", order: 10, website_submenuitem: [] },
        ],
        submenu_items: [
          { id: 101, menu_item_id: 10, name: "Audits", order: 0 },
          { id: 201, menu_item_id: 20, name: "Team", order: 0 },
        ],
      }),
    );
    const removed = removeItem(form, "menu_items", 0);
    expect(removed.lists.menu_items.map((item) => item.id)).toEqual([20]);
    expect(removed.lists.submenu_items.map((item) => item.id)).toEqual([201]);
  });
});

describe("the Cookies tab", () => {
  const cookies = () =>
    data({
      cookie_categories: [
        { id: 1, name: "Essential", description: "", order: 0, created_at: "x", updated_at: "y" },
        { id: 2, name: "Analytics", description: "", order: 1, created_at: "x", updated_at: "y" },
      ],
      cookie_services: [
        { id: 11, category_id: 1, name: "Session", active: true, script_url: null, order: 0 },
        { id: 12, category_id: 2, name: "Stats", active: true, script_url: "/s.js", order: 0 },
        { id: 13, category_id: 2, name: "Heatmap", active: false, script_url: null, order: 1 },
      ],
      cookie_consent_records: [{ id: 1 }],
    });

  it("edits the categories and services lists, not the consent records", () => {
    expect(tabOf("cookies").lists).toEqual(["cookie_categories", "cookie_services"]);
    const form = formFrom(cookies());
    expect(form.lists.cookie_services.map((service) => service.name)).toEqual(["Session", "Stats", "Heatmap"]);
    expect("cookie_consent_records" in form.lists).toBe(false);
    expect(LIST_SPECS.cookie_services.parent).toEqual({ path: "category_id", list: "cookie_categories", name: "name" });
  });

  it("sends both lists whole: a category renamed, a service added, one deleted, one moved", () => {
    let form = formFrom(cookies());
    form = updateItem(form, "cookie_categories", 1, { name: "Statistics" });
    form = addItem(form, "cookie_services", {
      category_id: 2,
      name: "Tag manager",
      script_url: "https://t.example/t.js",
    });
    form = removeItem(form, "cookie_services", 2);
    form = moveItem(form, "cookie_services", 2, 0);
    expect(isDirty(formFrom(cookies()), form)).toBe(true);
    expect(problems(form)).toEqual([]);
    const payload = buildPayload(form, { activeTab: "cookies" });
    expect(payload.cookie_categories!.map((category) => [category.id, category.name])).toEqual([
      [1, "Essential"],
      [2, "Statistics"],
    ]);
    expect(payload.cookie_services!.map((service) => [service.id, service.name, service.order])).toEqual([
      [undefined, "Tag manager", 0],
      [11, "Session", 1],
      [12, "Stats", 2],
    ]);
    expect(payload.cookie_services![0]).toEqual({
      category_id: 2,
      name: "Tag manager",
      script_url: "https://t.example/t.js",
      order: 0,
    });
    expect("cookie_consent_records" in payload).toBe(false);
  });

  it("removes a deleted category's services with it (the server deletes them too), in one step", () => {
    const form = removeItem(formFrom(cookies()), "cookie_categories", 1);
    expect(form.lists.cookie_categories.map((category) => category.id)).toEqual([1]);
    expect(form.lists.cookie_services.map((service) => service.id)).toEqual([11]);
    // A new category has no services yet: removing it leaves the services alone.
    const added = addItem(formFrom(cookies()), "cookie_categories", { name: "Preferences" });
    expect(removeItem(added, "cookie_categories", 2).lists.cookie_services).toHaveLength(3);
  });

  it("locks the saved category named essential (name and delete), saying why; others and new ones are free", () => {
    const locked = LIST_SPECS.cookie_categories.locked!;
    expect(locked({ id: 1, name: "Essential" })).toEqual({ fields: ["name"], reason: ESSENTIAL_REASON });
    expect(locked({ id: 1, name: " essential " })).not.toBeNull();
    expect(locked({ id: 2, name: "Analytics" })).toBeNull();
    expect(locked({ name: "Essential" })).toBeNull();
    expect(ESSENTIAL_REASON(en)).toMatch(/cannot be renamed or deleted/);
  });

  it("refuses a script address the server would refuse, before sending, at that service's field", () => {
    const withScript = (script_url: unknown) =>
      problems(updateItem(formFrom(cookies()), "cookie_services", 1, { script_url }));
    for (const src of ["https://cdn.example.com/a.js", "/demo/a.js", "", "  ", null, undefined]) {
      expect(withScript(src), String(src)).toEqual([]);
    }
    for (const src of ["http://cdn.example.com/a.js", "//evil.example/a.js", "/\\evil.example", "javascript:x", 3]) {
      expect(withScript(src), String(src)).toHaveLength(1);
      expect(withScript(src)[0], String(src)).toMatch(/^lists\.cookie_services\.1\.script_url: /);
    }
  });
});

describe("reloads and messages", () => {
  it("replaces only the lists a reloaded tab answered", () => {
    const next = withSection(data(), { faqs: [{ id: 3, question: "New?" }] });
    expect(next.faqs).toEqual([{ id: 3, question: "New?" }]);
    expect(next.menu_items).toEqual(data().menu_items);
  });

  it("words the errors as the spec's catalogue", () => {
    const MESSAGES = settingsMessages(en);
    expect(MESSAGES.closeQuestion).toBe("You have unsaved changes. Are you sure you want to close?");
    expect(MESSAGES.fetchOrganization("Not Found")).toBe("Failed to fetch organization data: Not Found");
    expect(MESSAGES.fetchSection("faqs", "Forbidden")).toBe("Failed to fetch faqs data: Forbidden");
    expect(MESSAGES.saveFailed).toBe("Failed to save settings");
    expect(MESSAGES.noSession).toBe("No active session found");
  });
});
