import { describe, expect, it } from "vitest";
import { pageBodyOrder } from "../../shared/rules/page-body-order.ts";
import { bodySegments, withRefetchedOrders } from "./page-body.ts";

describe("page body order (Page Layout's order is the order visitors see)", () => {
  it("follows the owner's layout: a heading moved above the hero comes first", () => {
    const order = pageBodyOrder([
      { type: "hero" as const, id: 1, order: 1 },
      { type: "heading_section" as const, id: 7, order: 0 },
      { type: "template_section" as const, id: 3, order: 2 },
    ]);
    expect(order.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      "heading_section:7",
      "hero:1",
      "template_section:3",
    ]);
  });

  it("uses the spec's body order (heroes, headings, sections) for a page nobody arranged", () => {
    const order = pageBodyOrder([
      { type: "template_section" as const, id: 2, order: 0 },
      { type: "heading_section" as const, id: 5, order: 0 },
      { type: "template_section" as const, id: 1, order: 0 },
      { type: "hero" as const, id: 9, order: 0 },
    ]);
    expect(order.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      "hero:9",
      "heading_section:5",
      "template_section:1",
      "template_section:2",
    ]);
  });

  it("renders segments in layout order, grouping consecutive heroes, leaving out removed ones", () => {
    const segments = bodySegments(
      [
        { type: "heading_section", id: 7, order: 0 },
        { type: "hero", id: 1, order: 1 },
        { type: "hero", id: 2, order: 2 },
        { type: "template_section", id: 3, order: 3 },
        { type: "template_section", id: 4, order: 4 },
      ],
      { heroes: [1, 2], headings: [7], sections: [3] },
    );
    expect(segments).toEqual([
      { kind: "heading", id: 7 },
      { kind: "heroes", ids: [1, 2] },
      { kind: "template", id: 3 },
    ]);
  });

  it("puts a heading or section created since the page loaded after the others", () => {
    const segments = bodySegments([{ type: "template_section", id: 3, order: 0 }], {
      heroes: [],
      headings: [8],
      sections: [3, 10],
    });
    expect(segments).toEqual([
      { kind: "template", id: 3 },
      { kind: "heading", id: 8 },
      { kind: "template", id: 10 },
    ]);
  });

  it("takes the orders of a refetch (Page Layout saved): the heading moved above the hero comes first", () => {
    const loaded = [
      { type: "hero" as const, id: 1, order: 0 },
      { type: "heading_section" as const, id: 7, order: 0 },
      { type: "template_section" as const, id: 3, order: 1 },
    ];
    const afterHeadings = withRefetchedOrders(loaded, "heading_section", [{ id: 7, order: 0 }]);
    const after = withRefetchedOrders(afterHeadings, "hero", [{ id: 1, order: 1 }]);
    expect(after.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      "heading_section:7",
      "hero:1",
      "template_section:3",
    ]);
  });
});
