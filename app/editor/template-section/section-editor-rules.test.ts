import { describe, expect, it } from "vitest";
import { GRADIENT_PRESETS, IMAGE_HEIGHT_OPTIONS, TEXT_STYLE_VARIANTS } from "../../view-models/section-options.ts";
import {
  checkMediaUrl,
  metricMedia,
  moveId,
  newMetricDraft,
  newMetricPayload,
  typedConfirmationMatches,
  withVia,
} from "./metric-rules.ts";
import { newMetricFormSchema } from "../../../shared/schemas/metric-schema.ts";
import {
  draftFromSection,
  NEW_SECTION_DRAFT,
  SECTION_TYPE_OPTIONS,
  sectionPayload,
  validateSectionDraft,
} from "./section-draft.ts";

describe("template section draft", () => {
  it("offers the 11 section types with their labels", () => {
    expect(SECTION_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      "general",
      "reviews",
      "help_center",
      "real_estate",
      "brand",
      "article_slider",
      "contact",
      "faq",
      "pricing_plans",
      "team",
      "testimonials",
    ]);
    const label = (value: string) => SECTION_TYPE_OPTIONS.find((option) => option.value === value)?.label;
    expect(label("general")).toBe("General Content");
    expect(label("brand")).toBe("Brands");
    expect(label("contact")).toBe("Contact Form");
    expect(label("team")).toBe("Team Members");
  });

  it("starts with 3 columns, image height h-48, white background, default text style", () => {
    expect(NEW_SECTION_DRAFT).toMatchObject({
      section_type: "general",
      grid_columns: 3,
      image_metrics_height: "h-48",
      background_color: "white",
      text_style_variant: "default",
      alignment: "left",
    });
    expect(TEXT_STYLE_VARIANTS).toHaveLength(9);
    expect(IMAGE_HEIGHT_OPTIONS).toHaveLength(8);
  });

  it("requires a title only for general sections", () => {
    expect(validateSectionDraft({ section_title: "  ", section_type: "general" })).toBe("Please enter a section title");
    expect(validateSectionDraft({ section_title: "Hi", section_type: "general" })).toBeNull();
    expect(validateSectionDraft({ section_title: "", section_type: "faq" })).toBeNull();
    expect(validateSectionDraft({ section_title: "", section_type: "team" })).toBeNull();
  });

  it("maps alignment to the two flags and keeps the slider for general sections only", () => {
    const right = sectionPayload({ ...NEW_SECTION_DRAFT, alignment: "right", is_slider: true, section_title: " T " });
    expect(right).toMatchObject({
      section_title: "T",
      is_section_title_aligned_center: false,
      is_section_title_aligned_right: true,
      is_slider: true,
    });
    const faq = sectionPayload({ ...NEW_SECTION_DRAFT, section_type: "faq", is_slider: true, alignment: "center" });
    expect(faq).toMatchObject({ is_slider: false, is_section_title_aligned_center: true });
    expect(sectionPayload({ ...NEW_SECTION_DRAFT, grid_columns: 9 }).grid_columns).toBe(6);
    expect(sectionPayload({ ...NEW_SECTION_DRAFT, grid_columns: 0 }).grid_columns).toBe(1);
  });

  it("reads a loaded section back into a draft", () => {
    const draft = draftFromSection({
      section_title: "Numbers",
      section_description: null,
      section_type: "brand",
      is_section_title_aligned_center: true,
      is_section_title_aligned_right: false,
      is_full_width: true,
      is_slider: null,
      grid_columns: null,
      is_gradient: true,
      gradient: { from: "red-500", via: "orange-500", to: "yellow-400" },
      background_color: null,
      text_style_variant: "apple",
      is_image_bottom: true,
      image_metrics_height: null,
    });
    expect(draft).toMatchObject({
      section_title: "Numbers",
      section_description: "",
      section_type: "brand",
      alignment: "center",
      grid_columns: 3,
      background_color: "white",
      image_metrics_height: "h-48",
      text_style_variant: "apple",
      is_image_bottom: true,
    });
  });
});

describe("gradient presets", () => {
  it("are the spec's 8 presets with exact names and colours", () => {
    expect(GRADIENT_PRESETS.map((preset) => [preset.name, preset.from, preset.via, preset.to])).toEqual([
      ["Ocean Breeze", "blue-400", "cyan-300", "teal-400"],
      ["Sunset Glow", "orange-400", "pink-400", "purple-500"],
      ["Fresh Growth", "emerald-400", "green-400", "teal-500"],
      ["Purple Dreams", "purple-400", "fuchsia-400", "pink-500"],
      ["Fire Blaze", "red-500", "orange-500", "yellow-400"],
      ["Deep Ocean", "blue-600", "indigo-500", "purple-600"],
      ["Forest Path", "green-600", "emerald-500", "teal-600"],
      ["Rose Garden", "pink-400", "rose-400", "red-500"],
    ]);
  });
});

describe("metric rules", () => {
  it("a new metric has the spec's defaults and the default gradient", () => {
    expect(newMetricDraft()).toEqual({
      title: "",
      description: "",
      image: "",
      is_image_rounded_full: false,
      is_title_displayed: true,
      is_card_type: false,
      background_color: "white",
      is_gradient: false,
      gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" },
    });
    expect(withVia({ from: "blue-400", to: "teal-400" }).via).toBe("purple-400");
    expect(withVia({ from: "blue-400", via: "cyan-300", to: "teal-400" }).via).toBe("cyan-300");
  });

  it("requires title and description: the API's rule, the spec's message at the first blank field", () => {
    const issues = (fields: Partial<ReturnType<typeof newMetricDraft>>) =>
      (newMetricFormSchema.safeParse({ ...newMetricDraft(), ...fields }).error?.issues ?? []).map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(issues({ title: "", description: "d" })).toEqual(["title: Title and description are required"]);
    expect(issues({ title: "t", description: " " })).toEqual(["description: Title and description are required"]);
    expect(issues({ title: "t", description: "d" })).toEqual([]);
    expect(issues({ title: "t", description: "d", image: "javascript:alert(1)" })).toHaveLength(1);
    expect(newMetricPayload({ ...newMetricDraft(), title: " t ", description: "d", image: "  " })).toMatchObject({
      title: "t",
      image: null,
    });
  });

  it("refuses an empty or unusable media address", () => {
    expect(checkMediaUrl("   ")).toEqual({ error: "Please enter a valid URL" });
    expect(checkMediaUrl("javascript:alert(1)")).toEqual({ error: "Please enter a valid URL" });
    expect(checkMediaUrl(" https://example.com/a.png ")).toEqual({ url: "https://example.com/a.png" });
    expect(checkMediaUrl("/uploads/a.png")).toEqual({ url: "/uploads/a.png" });
  });

  it("detects videos by extension and converts YouTube and Vimeo links to embed addresses", () => {
    for (const ext of ["mp4", "webm", "ogg", "mov", "avi", "wmv", "flv", "mkv"]) {
      expect(metricMedia(`https://cdn.example.com/clip.${ext}`)?.kind).toBe("video");
    }
    expect(metricMedia("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
      kind: "embed",
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    });
    expect(metricMedia("https://youtu.be/dQw4w9WgXcQ")?.src).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(metricMedia("https://vimeo.com/123456")?.src).toBe("https://player.vimeo.com/video/123456");
    expect(metricMedia("https://example.com/photo.jpg")?.kind).toBe("image");
  });

  it("typed confirmation must match exactly", () => {
    expect(typedConfirmationMatches("Speed", "Speed")).toBe(true);
    expect(typedConfirmationMatches("speed", "Speed")).toBe(false);
    expect(typedConfirmationMatches("Speed ", "Speed")).toBe(false);
  });

  it("moves a dragged metric to the place of the one it is dropped on", () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });
});
