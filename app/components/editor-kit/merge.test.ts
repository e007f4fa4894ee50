import { describe, expect, it } from "vitest";
import { conflictItemId } from "./merge-list.ts";
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

describe("threeWayMerge of lists of records (by id)", () => {
  const faq = (id: number, question: string, answer = "A") => ({ id, question, answer, order: id });
  const base = { faqs: [faq(1, "Q1"), faq(2, "Q2"), faq(3, "Q3")] };

  it("keeps items each side added, changed or removed, without a conflict", () => {
    const mine = { faqs: [faq(1, "Q1 mine"), faq(2, "Q2"), { _key: "new-1", question: "Mine new", answer: "" }] };
    const theirs = { faqs: [faq(1, "Q1"), faq(2, "Q2", "Their answer"), faq(3, "Q3"), faq(9, "Their new")] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toEqual([]);
    // Mine removed Q3 (they left it alone); both additions are kept, each after its neighbour.
    expect(merged.faqs.map((item) => ("question" in item ? item.question : null))).toEqual([
      "Q1 mine",
      "Q2",
      "Mine new",
      "Their new",
    ]);
    expect(merged.faqs[1]).toEqual(faq(2, "Q2", "Their answer"));
  });

  it("merges different fields of one item, and follows my order when they kept theirs", () => {
    const mine = { faqs: [faq(3, "Q3"), faq(1, "Q1 mine"), faq(2, "Q2")] };
    const theirs = { faqs: [faq(1, "Q1", "Their answer"), faq(2, "Q2"), faq(3, "Q3")] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.faqs).toEqual([faq(3, "Q3"), faq(1, "Q1 mine", "Their answer"), faq(2, "Q2")]);
  });

  it("makes an item both changed one conflict: the whole item each side would save, theirs until chosen", () => {
    const mine = { faqs: [faq(1, "Q1 mine", "My answer"), faq(2, "Q2"), faq(3, "Q3")] };
    const theirs = { faqs: [faq(1, "Q1 theirs", "A"), faq(2, "Q2 theirs"), faq(3, "Q3")] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    expect(conflict?.key).toBe("faqs.[id=1]");
    expect(conflictItemId(conflict!.key)).toBe("1");
    expect(conflict?.fields).toEqual(["question"]);
    expect(conflict?.theirs).toEqual(faq(1, "Q1 theirs", "My answer"));
    expect(conflict?.mine).toEqual(faq(1, "Q1 mine", "My answer"));
    expect(merged.faqs.map((item) => item.question)).toEqual(["Q1 theirs", "Q2 theirs", "Q3"]);
    const chosen = resolveConflicts(merged, conflicts, { [conflict!.key]: "mine" });
    expect(chosen.faqs).toEqual([faq(1, "Q1 mine", "My answer"), faq(2, "Q2 theirs"), faq(3, "Q3")]);
  });

  it("asks when one side removed an item the other changed; keeping it adds it again as new", () => {
    const mine = { faqs: [faq(1, "Q1"), faq(2, "Q2 mine"), faq(3, "Q3")] };
    const theirs = { faqs: [faq(1, "Q1"), faq(3, "Q3")] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(conflicts.map((conflict) => [conflict.key, conflict.theirs, conflict.fields])).toEqual([
      ["faqs.[id=2]", undefined, ["question"]],
    ]);
    expect(merged.faqs.map((item) => item.id)).toEqual([1, 3]);
    const kept = resolveConflicts(merged, conflicts, { "faqs.[id=2]": "mine" });
    expect(kept.faqs.at(-1)).toEqual({ question: "Q2 mine", answer: "A", order: 2, _key: "restored-2" });

    const removedByMe = threeWayMerge(base, { faqs: [faq(1, "Q1"), faq(3, "Q3")] }, mine);
    expect(removedByMe.conflicts[0]?.mine).toBeUndefined();
    const removed = resolveConflicts(removedByMe.merged, removedByMe.conflicts, { "faqs.[id=2]": "mine" });
    expect(removed.faqs.map((item) => item.id)).toEqual([1, 3]);
  });
});
