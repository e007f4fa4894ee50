import { describe, expect, it } from "vitest";
import { settingsFormSchema } from "../../../shared/schemas/settings-schema.ts";
import { fieldLabel, firstErrorPath, tabOfField } from "./settings-errors.ts";

/** Errors nested as react-hook-form keeps them (arrays of items hold objects per field). */
const en = { locale: "en" } as const;
const message = (text: string) => ({ message: text, type: "server" });

describe("where Global Settings' form errors go", () => {
  it("takes the first error in the spec's order: settings in §3's order, then lists in theirs, items top to bottom", () => {
    const services: unknown[] = [];
    services[3] = { script_url: message("must be an https:// address") };
    services[1] = { name: message("is required") };
    const errors = {
      lists: { cookie_services: services, blog_posts: [undefined, { title: message("is required") }] },
      general: { logo: message("bad"), base_url: message("bad") },
    };
    expect(firstErrorPath(errors)).toBe("general.base_url");
    expect(firstErrorPath({ lists: errors.lists })).toBe("lists.blog_posts.1.title");
    expect(firstErrorPath({ lists: { cookie_services: services } })).toBe("lists.cookie_services.1.name");
    expect(firstErrorPath({})).toBeNull();
  });

  it("opens the tab that shows the field, and names fields as the form does", () => {
    expect(tabOfField("general.name")).toBe("general");
    expect(tabOfField("lists.cookie_services.1.name")).toBe("cookies");
    expect(tabOfField("lists.submenu_items.0.name")).toBe("menu");
    expect(tabOfField("lists.pricing_plans.0.name")).toBe("products");
    expect(fieldLabel("general.font_family", en)).toBe("Font family");
    expect(fieldLabel("lists.faqs", en)).toBe("FAQs");
  });

  it("finds the schema's own errors at the form's field names", () => {
    const result = settingsFormSchema.safeParse({
      general: {
        name: " ",
        base_url: "",
        base_url_local: "",
        type: "consulting",
        font_family: "Inter",
        supported_locales: ["en"],
        language: "en",
        logo: "",
      },
      lists: { blog_posts: [], cookie_categories: [], cookie_services: [{ name: "Stats", script_url: "http://x" }] },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual([
      "general.name",
      "lists.cookie_services.0.script_url",
    ]);
  });
});
