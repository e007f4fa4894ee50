import { describe, expect, it } from "vitest";
import { pagePathname, pageSearch } from "./auth-page.server.ts";

describe("pagePathname", () => {
  it("drops the .data suffix of client-side navigations", () => {
    expect(pagePathname(new URL("http://x/es/login.data?_routes=a"))).toBe("/es/login");
    expect(pagePathname(new URL("http://x/_.data"))).toBe("/");
  });
  it("keeps document paths as they are", () => {
    expect(pagePathname(new URL("http://x/reset-password?token=1"))).toBe("/reset-password");
  });
});

describe("pageSearch", () => {
  it("keeps the page's parameters and drops React Router's _routes", () => {
    expect(pageSearch(new URL("http://x/en/login.data?redirectTo=%2Fadmin&_routes=a"))).toBe("?redirectTo=%2Fadmin");
    expect(pageSearch(new URL("http://x/login.data?_routes=a"))).toBe("");
  });
});
