import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeZodError } from "./openapi-app.ts";
import { createPageFormSchema } from "../../shared/schemas/page-schema.ts";

function errorOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a problem");
  return result.error;
}

describe("describeZodError", () => {
  it("names a schema's own rule and its limit in the issue, the English text unchanged", () => {
    const body = describeZodError(
      errorOf(createPageFormSchema, { title: "A", slug: "a".repeat(101), description: "" }),
    );
    expect(body.error).toBe("slug: Slug must be at most 100 characters");
    expect(body.issues).toEqual([{ field: "slug", code: "custom", rule: "page_slug_too_long", maximum: 100 }]);
  });

  it("sends a custom issue without a rule as its code alone", () => {
    const schema = z.object({ a: z.string().refine(() => false, "Nope") });
    expect(describeZodError(errorOf(schema, { a: "x" })).issues).toEqual([{ field: "a", code: "custom" }]);
  });
});
