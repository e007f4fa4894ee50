import { describe, expect, it } from "vitest";
import { compactLinks, footerGroups, gridColumns } from "./footer-layout.ts";
import type { FooterLinkView } from "./view-models.ts";

const link = (label: string, children: string[] = []): FooterLinkView => ({
  label,
  href: `/${label.toLowerCase()}`,
  external: false,
  children: children.map((child) => ({ label: child, href: `/${child.toLowerCase()}`, external: false })),
});
const many = (count: number) => Array.from({ length: count }, (_, index) => link(`L${index + 1}`));

describe("footerGroups", () => {
  it("gathers links without submenus in columns of 8", () => {
    const groups = footerGroups(many(19));
    expect(groups.map((group) => group.links.length)).toEqual([8, 8, 3]);
    expect(groups.every((group) => group.title === null)).toBe(true);
  });

  it("gives each menu item with submenu items its own column headed by the item, after the plain links", () => {
    const groups = footerGroups([
      link("About"),
      link("Services", ["Strategy", "Digital"]),
      link("Blog"),
      link("Work", ["Cases"]),
    ]);
    expect(groups.map((group) => [group.title?.label ?? null, group.links.map((l) => l.label)])).toEqual([
      [null, ["About", "Blog"]],
      ["Services", ["Strategy", "Digital"]],
      ["Work", ["Cases"]],
    ]);
  });

  it("makes no column when there are no links", () => {
    expect(footerGroups([])).toEqual([]);
  });
});

describe("compactLinks", () => {
  it("keeps the first six links only", () => {
    expect(compactLinks(many(9)).map((l) => l.label)).toEqual(["L1", "L2", "L3", "L4", "L5", "L6"]);
  });
});

describe("gridColumns", () => {
  it("spreads every link, submenu items after their parent, top to bottom over the columns", () => {
    const columns = gridColumns([link("A", ["A1", "A2"]), link("B"), link("C"), link("D")], 3);
    expect(columns.map((column) => column.map((l) => l.label))).toEqual([
      ["A", "A1"],
      ["A2", "B"],
      ["C", "D"],
    ]);
  });

  it("leaves no empty columns when there are few links", () => {
    expect(gridColumns([link("A")], 3)).toHaveLength(1);
    expect(gridColumns([], 3)).toEqual([]);
  });
});
