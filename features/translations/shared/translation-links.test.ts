import { describe, expect, it } from "vitest";
import { editHref, fieldLabel, requestFromEdit } from "./translation-links.ts";

describe("links to the right editor on the right field", () => {
  it("opens the hero editor on the home page, focused on the field's translation", () => {
    const href = editHref({ kind: "website_hero", id: "3", field: "title", locale: "es", page: "/home" });
    expect(href).toBe("/?edit=hero%3A3&field=title&locale=es");
    const params = new URL(href, "http://x").searchParams;
    expect(requestFromEdit(params.get("edit"), { field: "title", locale: "es" })).toEqual({
      kind: "hero",
      mode: "edit",
      id: 3,
      focus: { field: "title", locale: "es" },
    });
    // Every record editor takes the same focus.
    expect(requestFromEdit("heading-section:7", { field: "name", locale: "fr" })).toEqual({
      kind: "heading-section",
      mode: "edit",
      id: 7,
      focus: { field: "name", locale: "fr" },
    });
    expect(requestFromEdit("post:guide", { field: "content", locale: "es" })).toMatchObject({
      focus: { field: "content", locale: "es" },
    });
  });

  it("sections and posts on their page, site-wide lists in their Global Settings tab", () => {
    expect(editHref({ kind: "template_sections", id: "4", field: "section_title", locale: "fr", page: "/about" })).toBe(
      "/about?edit=template-section%3A4&field=section_title&locale=fr",
    );
    expect(requestFromEdit("post:about", null)).toEqual({ kind: "post", mode: "edit", slug: "about" });
    expect(editHref({ kind: "faqs", id: "1", field: "question", locale: "es", page: null })).toContain(
      "edit=settings%3Afaqs",
    );
    expect(requestFromEdit("settings:faqs", null)).toEqual({ kind: "global-settings", tab: "faqs" });
    // The item of a list: its editor opens that item on the field's language.
    expect(editHref({ kind: "meeting_types", id: "5", field: "name", locale: "es", page: null })).toBe(
      "/?edit=settings%3Ameeting-types%3A5&field=name&locale=es",
    );
    expect(requestFromEdit("settings:faqs:12", { field: "question", locale: "es" })).toEqual({
      kind: "global-settings",
      tab: "faqs",
      focus: { field: "question", locale: "es", record: 12 },
    });
    expect(editHref({ kind: "policies", id: "1", field: "title", locale: "es", page: "/privacy-policy" })).toBe(
      "/privacy-policy",
    );
  });

  it("opens a metric's card in the editor of the section that shows it, on the field's language", () => {
    const href = editHref({ kind: "metrics", id: "41", field: "title", locale: "es", page: "/about", section: 4 });
    expect(href).toBe("/about?edit=template-section%3A4%3A41&field=title&locale=es");
    const params = new URL(href, "http://x").searchParams;
    expect(requestFromEdit(params.get("edit"), { field: "title", locale: "es" })).toEqual({
      kind: "template-section",
      mode: "edit",
      id: 4,
      focus: { field: "title", locale: "es", record: 41 },
    });
    // A metric no section shows has no editor to open: the link is its page (none: the home page).
    expect(editHref({ kind: "metrics", id: "41", field: "title", locale: "es", page: null })).toBe("/");
  });

  it("opens a person's form in the people manager of the section that shows them, on the field's language", () => {
    const item = { kind: "profiles", id: "7", field: "team.job_title", locale: "fr", page: "/team", section: 5 };
    const href = editHref(item);
    expect(href).toBe("/team?edit=template-section%3A5%3A7&field=team.job_title&locale=fr");
    const params = new URL(href, "http://x").searchParams;
    expect(requestFromEdit(params.get("edit"), { field: "team.job_title", locale: "fr" })).toEqual({
      kind: "template-section",
      mode: "edit",
      id: 5,
      focus: { field: "team.job_title", locale: "fr", record: 7 },
    });
    // A person no section shows has no manager to open: the link is the home page.
    expect(editHref({ ...item, page: null, section: undefined })).toBe("/");
  });

  it("ignores what names no editor", () => {
    expect(requestFromEdit(null, null)).toBeNull();
    expect(requestFromEdit("hero:abc", null)).toBeNull();
    expect(requestFromEdit("users:1", null)).toBeNull();
  });

  it("names fields for people", () => {
    expect(fieldLabel("section_title")).toBe("Section title");
    expect(fieldLabel("content.link.label")).toBe("Link label");
    expect(fieldLabel("content.text")).toBe("Text");
  });
});
