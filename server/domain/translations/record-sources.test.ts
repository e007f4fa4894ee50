import { describe, expect, it } from "vitest";
import { sourceHash } from "../../../shared/i18n/translation-state.ts";
import { snapshotFields, sourceWrites } from "./record-sources.ts";

const hero = (title: string, es?: string) => ({ id: 7, title, title_translation: es === undefined ? {} : { es } });

describe("what a write records about its translations", () => {
  it("a saved translation records the source beside it", () => {
    expect(sourceWrites("hero", hero("Hi"), hero("Hi", "Hola")).saved).toEqual([
      { record_kind: "website_hero", record_id: "7", field: "title", locale: "es", source_hash: sourceHash("Hi") },
    ]);
    expect(sourceWrites("hero", null, hero("Hi", "Hola")).saved).toHaveLength(1);
  });

  it("a source edit under an unchanged translation pins the old source (stale from then on)", () => {
    const { saved, pinned } = sourceWrites("hero", hero("Hi", "Hola"), hero("Hello", "Hola"));
    expect(saved).toEqual([]);
    expect(pinned).toEqual([
      { record_kind: "website_hero", record_id: "7", field: "title", locale: "es", source_hash: sourceHash("Hi") },
    ]);
  });

  it("nothing for an unrelated change, a blank translation or a deletion", () => {
    expect(sourceWrites("hero", hero("Hi", "Hola"), hero("Hi", "Hola"))).toEqual({ saved: [], pinned: [] });
    expect(sourceWrites("hero", hero("Hi"), hero("Hi", " "))).toEqual({ saved: [], pinned: [] });
    expect(sourceWrites("hero", hero("Hi", "Hola"), null)).toEqual({ saved: [], pinned: [] });
  });

  it("finds the fields of lists and of a menu item's submenu", () => {
    const list = { list: "faqs", items: [{ id: 1, question: "Q", question_translation: { es: "P" } }] };
    expect(snapshotFields("organization_list", list).map((f) => `${f.kind}:${f.id}:${f.field}`)).toEqual([
      "faqs:1:question",
    ]);
    const menu = {
      id: 2,
      display_name: "Home",
      display_name_translation: {},
      website_submenuitem: [{ id: 5, name: "Team", name_translation: { es: "Equipo" } }],
    };
    expect(snapshotFields("menu_item", menu).map((f) => `${f.kind}:${f.id}:${f.field}`)).toEqual([
      "menu_items:2:display_name",
      "submenu_items:5:name",
    ]);
    expect(snapshotFields("booking", { id: 1, title: "x", title_translation: {} })).toEqual([]);
  });

  it("finds a profile's texts inside its team and customer objects, and a source edit there pins the old one", () => {
    const person = (jobTitle: string) => ({
      id: 9,
      full_name: "Ana",
      team: {
        is_team_member: true,
        job_title: jobTitle,
        job_title_translation: { es: "Diseñadora" },
        department: "",
        department_translation: { es: "Diseño" },
        skills: ["Figma"],
        skills_translation: { es: ["Figma"] },
      },
      customer: { is_customer: true, testimonial_text: "Great", testimonial_text_translation: {} },
    });
    // A blank department has nothing to translate; skills have no editor for their translations.
    expect(snapshotFields("profile", person("Designer")).map((f) => `${f.kind}:${f.id}:${f.field}`)).toEqual([
      "profiles:9:team.job_title",
      "profiles:9:customer.testimonial_text",
    ]);
    expect(sourceWrites("profile", person("Designer"), person("Lead designer"))).toEqual({
      saved: [],
      pinned: [
        {
          record_kind: "profiles",
          record_id: "9",
          field: "team.job_title",
          locale: "es",
          source_hash: sourceHash("Designer"),
        },
      ],
    });
  });
});
