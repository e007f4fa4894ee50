import { describe, expect, it } from "vitest";
import { clampRating, comparePeople, isAssignedTo } from "./people.ts";

describe("team and testimonial rules", () => {
  it("shows a person in every section when assigned to none, else only in the assigned ones", () => {
    expect(isAssignedTo({}, 3)).toBe(true);
    expect(isAssignedTo({ assigned_sections: [] }, 3)).toBe(true);
    expect(isAssignedTo({ assigned_sections: [1, 3] }, 3)).toBe(true);
    expect(isAssignedTo({ assigned_sections: [1, 2] }, 3)).toBe(false);
  });

  it("orders featured people first, then by display_order (missing last), then by name", () => {
    const people = [
      { name: "Zoe", entry: { display_order: 1 } },
      { name: "Bob", entry: {} },
      { name: "Ann", entry: { is_featured: true, display_order: 9 } },
      { name: "Cid", entry: { display_order: 0 } },
      { name: "Abe", entry: {} },
    ];
    expect([...people].sort(comparePeople).map((p) => p.name)).toEqual(["Ann", "Cid", "Zoe", "Abe", "Bob"]);
  });

  it("keeps ratings between 1 and 5, 5 by default", () => {
    expect(clampRating(undefined)).toBe(5);
    expect(clampRating(null)).toBe(5);
    expect(clampRating(Number.NaN)).toBe(5);
    expect(clampRating(0)).toBe(1);
    expect(clampRating(3.4)).toBe(3);
    expect(clampRating(9)).toBe(5);
  });
});
