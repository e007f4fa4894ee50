import { describe, expect, it } from "vitest";
import {
  isMenuNameValid,
  menuPath,
  menuSlug,
  moveInList,
  nextMenuOrder,
  renumber,
  replayMove,
  slugEdit,
} from "./menu-rules.ts";
import { newMenuEntryFormSchema } from "../schemas/menu-schema.ts";

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

describe("a reorder replayed on a list someone else changed (a 409)", () => {
  const entries = (...ids: number[]) => ids.map((id) => ({ id, name: `n${id}` }));
  const ids = (list: { id: number }[] | null) => list?.map((entry) => entry.id);

  it("keeps what the other person added, removed or renamed and places the moved entry after the same neighbour", () => {
    // Mine: 1 2 3 4 → moved 1 after 3: 2 3 1 4. Theirs meanwhile: 2 removed, 5 added, 3 renamed.
    const current = [
      { id: 1, name: "n1" },
      { id: 3, name: "renamed" },
      { id: 4, name: "n4" },
      { id: 5, name: "n5" },
    ];
    const merged = replayMove([2, 3, 1, 4], 1, current);
    expect(ids(merged)).toEqual([3, 1, 4, 5]);
    expect(merged?.find((entry) => entry.id === 3)?.name).toBe("renamed");
  });

  it("goes before the next entry when nothing before it is left, and gives null when the moved entry was deleted", () => {
    expect(ids(replayMove([4, 1, 2, 3], 4, entries(1, 2, 3, 4, 6)))).toEqual([4, 1, 2, 3, 6]);
    expect(ids(replayMove([2, 3, 4], 4, entries(1, 4)))).toEqual([1, 4]);
    expect(ids(replayMove([1, 4, 2], 1, entries(2, 5, 4, 1)))).toEqual([2, 5, 1, 4]);
    expect(replayMove([2, 1, 3], 1, entries(2, 3))).toBeNull();
  });
});

describe("the new-item box's name rule (the API's)", () => {
  it("is blank only when nothing is left after trimming, and refuses more than 200 characters", () => {
    expect(newMenuEntryFormSchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe("must not be blank");
    expect(newMenuEntryFormSchema.parse({ name: " Blog " })).toEqual({ name: "Blog" });
    expect(newMenuEntryFormSchema.safeParse({ name: "x".repeat(201) }).error?.issues[0]?.message).toBe(
      "must be at most 200 characters",
    );
  });
});
