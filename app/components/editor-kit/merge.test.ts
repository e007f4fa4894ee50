import { describe, expect, it } from "vitest";
import { resolveConflicts, sameValue, threeWayMerge } from "./merge.ts";

describe("threeWayMerge", () => {
  const base = { title: "A", style: { color: "red", size: "lg" }, tags: ["x"] };

  it("keeps each side's changes to different fields, nested ones included", () => {
    const mine = { ...base, title: "Mine", style: { ...base.style, color: "blue" } };
    const theirs = { ...base, style: { ...base.style, size: "xl" }, tags: ["x", "y"] };
    expect(threeWayMerge(base, mine, theirs)).toEqual({
      merged: { title: "Mine", style: { color: "blue", size: "xl" }, tags: ["x", "y"] },
      conflicts: [],
    });
  });

  it("reports a field both changed differently, holding theirs until chosen", () => {
    const { merged, conflicts } = threeWayMerge(base, { ...base, title: "Mine" }, { ...base, title: "Theirs" });
    expect(merged.title).toBe("Theirs");
    expect(conflicts).toEqual([{ path: ["title"], key: "title", base: "A", mine: "Mine", theirs: "Theirs" }]);
    expect(resolveConflicts(merged, conflicts, { title: "mine" }).title).toBe("Mine");
    expect(resolveConflicts(merged, conflicts, { title: "theirs" }).title).toBe("Theirs");
  });

  it("is no conflict when both made the same change; arrays are one value", () => {
    expect(threeWayMerge(base, { ...base, title: "Same" }, { ...base, title: "Same" }).conflicts).toEqual([]);
    const { conflicts } = threeWayMerge(base, { ...base, tags: ["m"] }, { ...base, tags: ["t"] });
    expect(conflicts.map((conflict) => conflict.key)).toEqual(["tags"]);
  });

  it("treats null and a missing value alike", () => {
    expect(sameValue({ a: null }, {})).toBe(true);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });
});
