import { describe, expect, it } from "vitest";
import { docSetSlugFromName, slugFromTitle, slugProblem } from "./post-rules.ts";

describe("slugFromTitle (spec editing-tools §5)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Trim me  ", "trim-me"],
    ["What's new, today?", "whats-new-today"],
    ["snake_case_title", "snake-case-title"],
    ["many   spaces -- and__under", "many-spaces-and-under"],
    ["--edge--", "edge"],
    ["Café déjà vu", "cafe-deja-vu"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("never ends in a hyphen after cutting to the maximum length", () => {
    const slug = slugFromTitle(`${"a".repeat(199)} b`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("docSetSlugFromName (spec §4)", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(docSetSlugFromName("Getting Started Guide")).toBe("getting-started-guide");
  });
});

describe("slugProblem", () => {
  it("accepts lowercase letters, digits and single hyphens", () => {
    expect(slugProblem("post-2026")).toBeNull();
  });
  it.each(["", "Upper", "two  spaces", "-edge", "a--b", "x/y", "a".repeat(201)])("refuses %j", (slug) => {
    expect(slugProblem(slug)).not.toBeNull();
  });
  it("refuses addresses the site answers itself", () => {
    expect(slugProblem("blog")).toMatch(/used by the site/);
    expect(slugProblem("es")).toMatch(/used by the site/);
  });
});
