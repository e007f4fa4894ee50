import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkPicker } from "./link-picker.tsx";
import { linkTargets, linkWarning, matchTargets, slugPath } from "./link-targets.ts";

const tree = [
  { title: "Home", path: "/", kind: "home", children: [] },
  {
    title: "Pages",
    path: null,
    kind: "group",
    children: [
      { title: "About us", path: "/about", kind: "page", children: [] },
      { title: "Services", path: "/services", kind: "page", children: [] },
    ],
  },
  { title: "Blog", path: "/blog", kind: "blog", children: [{ title: "Hello", path: "/hello-world", kind: "post" }] },
  { title: "Menu", path: null, kind: "group", children: [{ title: "Audit Menu", path: "/audit-menu", kind: "menu" }] },
];

describe("links are picked, not typed blind", () => {
  const targets = linkTargets(tree);

  it("offers the site's pages and posts (not menu entries), once each", () => {
    expect(targets.map((target) => target.path)).toEqual(["/", "/about", "/services", "/blog", "/hello-world"]);
    expect(matchTargets("serv", targets).map((target) => target.title)).toEqual(["Services"]);
    expect(matchTargets("hello", targets).map((target) => target.path)).toEqual(["/hello-world"]);
  });

  it("warns when a typed path is not a page of the site (a menu item linking to a 404)", () => {
    expect(linkWarning("/audit-menu", targets)).toBe(
      '/audit-menu is not a page of this site: visitors would get "page not found".',
    );
    expect(linkWarning(slugPath("audit-menu"), targets)).toMatch(/not a page of this site/);
  });

  it("accepts pages of the site, with a query or fragment, and the site's own routes", () => {
    for (const ok of [
      "/about",
      "/about/",
      "/about#team",
      "/services?x=1",
      "/",
      "/blog",
      "/help-center",
      "/account/profile",
    ]) {
      expect(linkWarning(ok, targets), ok).toBeNull();
    }
  });

  it("leaves outside, mail and phone links alone and uses THE link rule (decision 032) for the rest", () => {
    expect(linkWarning("https://example.com/x", targets)).toBeNull();
    expect(linkWarning("mailto:a@example.com", targets)).toBeNull();
    expect(linkWarning("tel:+4412345", targets)).toBeNull();
    expect(linkWarning("//evil.example/x", targets)).toMatch(/must be an https:\/\//);
    expect(linkWarning("javascript:alert(1)", targets)).toMatch(/must be an https:\/\//);
    expect(linkWarning("", targets)).toBeNull();
  });

  it("says nothing about paths until the site's pages are known", () => {
    expect(linkWarning("/anything", null)).toBeNull();
  });

  it("is a labelled combobox that controls a listbox", () => {
    const html = renderToString(<LinkPicker id="u" label="Button URL" value="/nowhere" onChange={() => {}} />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toMatch(/aria-controls="[^"]+"/);
    expect(html).toContain('aria-label="Button URL"');
  });
});
