import { describe, expect, it } from "vitest";
import {
  computeCoverage,
  sourceHash,
  translatableFields,
  translationKey,
  translationState,
  type CoverageField,
} from "./translation-state.ts";

describe("source hashes", () => {
  it("ignore whitespace differences and change with the words", () => {
    expect(sourceHash("Our  services\n")).toBe(sourceHash("Our services"));
    expect(sourceHash("Our services")).not.toBe(sourceHash("Our service"));
    expect(sourceHash(["a", "b"])).toBe(sourceHash(["a ", " b"]));
    expect(sourceHash("x")).toMatch(/^[0-9a-f]{14}$/);
  });
});

describe("translation states", () => {
  const field = { source: "Welcome", translations: { es: "Bienvenido", fr: "  " } };
  it("missing when blank or absent, current without a stored hash or with the source's, stale otherwise", () => {
    expect(translationState(field, "fr", undefined)).toBe("missing");
    expect(translationState(field, "de", sourceHash("Welcome"))).toBe("missing");
    expect(translationState(field, "es", undefined)).toBe("current");
    expect(translationState(field, "es", sourceHash("Welcome"))).toBe("current");
    expect(translationState(field, "es", sourceHash("Hello"))).toBe("stale");
  });
});

describe("translatable fields", () => {
  it("pairs every *_translation map with its base text, skipping empty sources", () => {
    const row = { id: 3, title: "Hi", title_translation: { es: "Hola" }, button: "", button_translation: {} };
    expect(translatableFields("website_hero", row)).toEqual([
      { kind: "website_hero", id: "3", field: "title", source: "Hi", translations: { es: "Hola" } },
    ]);
  });

  it("reads a banner's text and link label inside its content", () => {
    const banner = {
      id: 1,
      content: { text: "Sale", text_translation: { es: "Rebajas" }, link: { label: "Shop", label_translation: {} } },
    };
    expect(translatableFields("banners", banner).map((f) => [f.field, f.translations])).toEqual([
      ["content.text", { es: "Rebajas" }],
      ["content.link.label", {}],
    ]);
  });
});

describe("coverage", () => {
  const field = (id: string, source: string, translations: Record<string, string>, page: string | null) =>
    ({ kind: "faqs", id, field: "question", source, translations, page, label: source }) satisfies CoverageField;
  const fields = [
    field("1", "One?", { es: "¿Uno?", fr: "Un ?" }, "/home"),
    field("2", "Two?", { es: "¿Dos?" }, null),
    field("3", "Three?", {}, null),
  ];

  it("counts current, stale and missing per locale and lists the others", () => {
    const stored = new Map([[translationKey("faqs", "2", "question", "es"), sourceHash("Two (old)?")]]);
    const coverage = computeCoverage(fields, ["es", "fr"], stored);
    expect(coverage.locales).toEqual([
      { locale: "es", total: 3, current: 1, stale: 1, missing: 1, percent: 33 },
      { locale: "fr", total: 3, current: 1, stale: 0, missing: 2, percent: 33 },
    ]);
    expect(coverage.items.filter((item) => item.locale === "es")).toEqual([
      {
        kind: "faqs",
        id: "2",
        field: "question",
        locale: "es",
        state: "stale",
        page: null,
        label: "Two?",
        excerpt: "Two?",
      },
      {
        kind: "faqs",
        id: "3",
        field: "question",
        locale: "es",
        state: "missing",
        page: null,
        label: "Three?",
        excerpt: "Three?",
      },
    ]);
  });

  it("moves with a confirmation, and is 100 % with nothing to translate", () => {
    const stored = new Map([[translationKey("faqs", "2", "question", "es"), sourceHash("Two?")]]);
    expect(computeCoverage(fields, ["es"], stored).locales[0]).toMatchObject({ current: 2, stale: 0, percent: 66 });
    expect(computeCoverage([], ["es"], stored).locales[0]).toMatchObject({ total: 0, percent: 100 });
  });
});
