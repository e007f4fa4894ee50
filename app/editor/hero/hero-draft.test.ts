import { describe, expect, it } from "vitest";
import {
  applyUpdateDetail,
  draftFromRecord,
  draggedFontSize,
  draggedImageSize,
  heroPayload,
  newHeroDraft,
  pageOf,
  setButtonGradient,
  showsResizeHandles,
  TITLE_REQUIRED,
  validateHeroDraft,
} from "./hero-draft.ts";

describe("hero draft", () => {
  it("starts a new hero with the spec's defaults on the current page", () => {
    const draft = newHeroDraft(pageOf("/es"));
    expect(draft.url_page).toBe("/home");
    expect(draft.button).toBe("Get Started");
    expect(draft.button_style.url).toBe("/products");
    expect(draft.title_style.size).toEqual({ desktop: "text-7xl", mobile: "text-5xl" });
    expect(pageOf("/fr/about")).toBe("/about");
  });

  it("requires a title that is not blank", () => {
    expect(validateHeroDraft({ title: "  " })).toBe(TITLE_REQUIRED);
    expect(validateHeroDraft({ title: "Hi" })).toBeNull();
    expect(TITLE_REQUIRED).toBe("Title is required.");
  });

  it("enabling the button gradient sets sky-600, sky-500, sky-700", () => {
    const draft = draftFromRecord({ title: "x", button_style: { gradient: { from: "red-500", to: "red-700" } } });
    const on = setButtonGradient(draft, true);
    expect(on.button_style.is_gradient).toBe(true);
    expect(on.button_style.gradient).toEqual({ from: "sky-600", via: "sky-500", to: "sky-700" });
    expect(setButtonGradient(on, false).button_style.is_gradient).toBe(false);
  });

  it("clamps dragged text sizes to 12-120 px in steps of 4, and images to at least 50 px", () => {
    expect(draggedFontSize("text-7xl", 5)).toBe("76px");
    expect(draggedFontSize("text-7xl", -200)).toBe("12px");
    expect(draggedFontSize("100px", 50)).toBe("120px");
    expect(draggedImageSize({ width: 400, height: 300 }, -500, 20)).toEqual({ width: 50, height: 320 });
  });

  it("hides resize handles for a background image", () => {
    const draft = draftFromRecord({ title: "x", image: "/a.png", image_style: { position: "background" } });
    expect(showsResizeHandles(draft)).toBe(false);
    expect(showsResizeHandles({ ...draft, image_style: { ...draft.image_style, position: "left" } })).toBe(true);
    expect(showsResizeHandles({ ...draft, image: null })).toBe(false);
  });

  it("takes the fields of a hero-section-updated detail, merging style objects", () => {
    const draft = draftFromRecord({ title: "Old", title_style: { color: "gray-800", alignment: "left" } });
    const next = applyUpdateDetail(draft, { title: "New", title_style: { color: "sky-700" }, unknown: 1 });
    expect(next.title).toBe("New");
    expect(next.title_style.color).toBe("sky-700");
    expect(next.title_style.alignment).toBe("left");
    expect(applyUpdateDetail(draft, null)).toBe(draft);
  });

  it("sends every editable field, the image as null when empty and the title trimmed", () => {
    const draft = { ...newHeroDraft("/home"), title: "  Hello ", image: " " };
    const body = heroPayload(draft);
    expect(body.title).toBe("Hello");
    expect(body.image).toBeNull();
    expect(Object.keys(body)).not.toContain("id");
    expect(body.url_page).toBe("/home");
  });
});
