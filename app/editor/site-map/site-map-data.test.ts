import { describe, expect, it } from "vitest";
import { siteMapFailure } from "./site-map-data.ts";

describe("siteMapFailure", () => {
  it("accepts a site map and names each failure in the spec's words", () => {
    expect(siteMapFailure(200, { organization: { id: 1, name: "A" }, tree: [] })).toBeNull();
    expect(siteMapFailure(200, { tree: [] })).toBe("Organization data not found");
    expect(siteMapFailure(200, null)).toBe("Organization data not found");
    expect(siteMapFailure(404, { error: "Not found" })).toBe("Organization not found");
    expect(siteMapFailure(401, { error: "Please sign in" })).toBe("Please sign in");
    expect(siteMapFailure(0, null)).toMatch(/could not be loaded/);
  });
});
