import { describe, expect, it } from "vitest";
import { pageUrl } from "./site.server.ts";

describe("pageUrl", () => {
  it("maps React Router data requests back to the page address", () => {
    expect(pageUrl(new Request("http://x/es/about.data?_routes=root,site-page")).pathname).toBe("/es/about");
    expect(pageUrl(new Request("http://x/_root.data?_routes=root")).pathname).toBe("/");
    expect(pageUrl(new Request("http://x/_.data")).pathname).toBe("/");
    expect(pageUrl(new Request("http://x/es.data?_routes=root&q=1")).search).toBe("?q=1");
  });

  it("leaves page requests alone", () => {
    expect(pageUrl(new Request("http://x/es/about?a=1")).href).toBe("http://x/es/about?a=1");
  });
});
