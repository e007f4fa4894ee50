import { describe, expect, it } from "vitest";
import {
  addTitlePart,
  draftFromHeading,
  headingPayload,
  newHeadingDraft,
  removeTitlePart,
  validateHeadingDraft,
} from "./heading-draft.ts";

describe("heading section draft", () => {
  it("starts with a white background, left alignment and the page it is created on", () => {
    expect(newHeadingDraft("/about")).toMatchObject({
      url_page: "/about",
      background_color: "white",
      title_alignment: "left",
      text_style_variant: "default",
      parts: 1,
    });
  });

  it("checks name, then description, then page URL, with the spec's texts", () => {
    const empty = { name: "", description_text: "", url_page: "" };
    expect(validateHeadingDraft(empty)).toBe("Please enter a heading name");
    expect(validateHeadingDraft({ ...empty, name: "N" })).toBe("Please enter a description text");
    expect(validateHeadingDraft({ ...empty, name: "N", description_text: "D" })).toBe(
      'Please enter a page URL (e.g., "/about" or "/").',
    );
    expect(validateHeadingDraft({ name: " ", description_text: "D", url_page: "/" })).toBe(
      "Please enter a heading name",
    );
    expect(validateHeadingDraft({ name: "N", description_text: "D", url_page: "/" })).toBeNull();
  });

  it("adds the third title part only after the second, and removing clears the text", () => {
    let draft = newHeadingDraft("/");
    draft = addTitlePart(draft);
    expect(draft.parts).toBe(2);
    draft = addTitlePart({ ...draft, name_part_2: "two" });
    expect(draft.parts).toBe(3);
    expect(addTitlePart(draft).parts).toBe(3);
    draft = { ...draft, name_part_3: "three" };
    const without3 = removeTitlePart(draft, 3);
    expect(without3).toMatchObject({ parts: 2, name_part_2: "two", name_part_3: "" });
    const without2 = removeTitlePart(draft, 2);
    expect(without2).toMatchObject({ parts: 1, name_part_2: "", name_part_3: "" });
  });

  it("saves hidden or blank parts as null and page paths with a leading slash", () => {
    const draft = { ...newHeadingDraft("about"), name: " Hi ", description_text: "D", name_part_2: "hidden" };
    expect(headingPayload(draft)).toMatchObject({
      name: "Hi",
      name_part_2: null,
      name_part_3: null,
      url_page: "/about",
      url: null,
      button_text: null,
    });
    const three = { ...draft, parts: 3 as const, name_part_2: "two", name_part_3: "three", url: "contact" };
    expect(headingPayload(three)).toMatchObject({ name_part_2: "two", name_part_3: "three", url: "/contact" });
  });

  it("reads a loaded heading back, showing the parts it has", () => {
    const draft = draftFromHeading({
      name: "A",
      name_part_2: "B",
      name_part_3: null,
      description_text: "D",
      button_text: null,
      url: null,
      url_page: "/home",
      image: null,
      image_first: true,
      is_included_templatesection: null,
      background_color: null,
      is_gradient: false,
      gradient: null,
      text_style_variant: "magazine",
      is_text_link: true,
      title_alignment: null,
    });
    expect(draft).toMatchObject({
      parts: 2,
      background_color: "white",
      text_style_variant: "default",
      title_alignment: "left",
      image_first: true,
      is_text_link: true,
    });
  });
});
