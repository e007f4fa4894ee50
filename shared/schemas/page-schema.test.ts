import { describe, expect, it } from "vitest";
import { createPageFormSchema } from "./page-schema.ts";
import { PAGE_MESSAGES } from "../rules/pages.ts";

describe("the Create Page form's rules (the API's own)", () => {
  const problems = (input: { title: string; slug: string; description: string }) =>
    createPageFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("names each field's problem in the spec's order, in the spec's words", () => {
    expect(problems({ title: " ", slug: "Bad", description: "d".repeat(161) })).toEqual([
      ["title", PAGE_MESSAGES.titleRequired],
      ["slug", PAGE_MESSAGES.slugFormat],
      ["description", PAGE_MESSAGES.descriptionTooLong],
    ]);
    expect(problems({ title: "About", slug: "", description: "" })).toEqual([["slug", PAGE_MESSAGES.slugRequired]]);
    expect(problems({ title: "About", slug: "about", description: "d".repeat(160) })).toEqual([]);
  });
});
