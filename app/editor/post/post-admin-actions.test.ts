import { describe, expect, it } from "vitest";
import { shownPostSlug } from "./post-admin-actions.tsx";

/** A stand-in for the document: only querySelector is used. */
const root = (slug: string | null) =>
  ({
    querySelector: () => (slug === null ? null : { dataset: { postSlug: slug } }),
  }) as unknown as ParentNode;

describe("shownPostSlug", () => {
  it("reads the slug the server put on the post's article", () => {
    expect(shownPostSlug(root("hello-world"))).toBe("hello-world");
  });
  it("ignores pages without a post and anything that is not a slug", () => {
    expect(shownPostSlug(root(null))).toBeNull();
    expect(shownPostSlug(root("../admin"))).toBeNull();
  });
});
