import { describe, expect, it } from "vitest";
import { isMenuNameValid, menuPath, menuSlug, moveInList, nextMenuOrder, renumber, slugEdit } from "./menu-rules.ts";

describe("menu slug rule (§5)", () => {
  it("lowercases, turns whitespace into hyphens and drops anything but a-z, 0-9 and hyphen", () => {
    expect(menuSlug("About Us")).toBe("about-us");
    expect(menuSlug("Café & Bar 2")).toBe("caf--bar-2");
    expect(menuSlug("Our   Team\tNow")).toBe("our-team-now");
    expect(menuSlug("/blog?x=1")).toBe("blogx1");
    expect(menuSlug("日本")).toBe("");
  });

  it("keeps a path of slugs a path on this site, each segment by the same rule", () => {
    expect(menuPath("account/profile")).toBe("account/profile");
    expect(menuPath("About Us/Our Team")).toBe("about-us/our-team");
    expect(menuPath("//evil.example/x")).toBe("evilexample/x");
    expect(menuPath("/\\evil.example")).toBe("evilexample");
    expect(menuPath("https://evil.example")).toBe("https/evilexample");
    expect(menuPath("javascript:alert(1)")).toBe("javascriptalert1");
    expect(menuPath("///")).toBe("");
  });

  it("reverts an empty or unchanged slug edit", () => {
    expect(slugEdit("about", "")).toBeNull();
    expect(slugEdit("about", "   ")).toBeNull();
    expect(slugEdit("about", "!!!")).toBeNull();
    expect(slugEdit("about", "About")).toBeNull();
    expect(slugEdit("about", "About Team")).toBe("about-team");
  });

  it("refuses a name that is blank after trimming", () => {
    expect(isMenuNameValid("  ")).toBe(false);
    expect(isMenuNameValid("")).toBe(false);
    expect(isMenuNameValid(" Blog ")).toBe(true);
  });
});

describe("menu order (§7, §9)", () => {
  it("puts a new item at the highest order plus 10, or 0 when there is none", () => {
    expect(nextMenuOrder([])).toBe(0);
    expect(nextMenuOrder([{ order: 0 }, { order: 30 }, { order: 10 }])).toBe(40);
    expect(nextMenuOrder([{ order: null }])).toBe(10);
  });

  it("renumbers in steps of 10 after a move", () => {
    const list = [{ id: 7 }, { id: 3 }, { id: 9 }];
    const moved = moveInList(list, 2, 0);
    expect(moved.map((item) => item.id)).toEqual([9, 7, 3]);
    expect(renumber(moved)).toEqual([
      { id: 9, order: 0 },
      { id: 7, order: 10 },
      { id: 3, order: 20 },
    ]);
    expect(list.map((item) => item.id)).toEqual([7, 3, 9]);
  });

  it("ignores moves out of range", () => {
    expect(moveInList([1, 2], 0, -1)).toEqual([1, 2]);
    expect(moveInList([1, 2], 1, 2)).toEqual([1, 2]);
  });
});
