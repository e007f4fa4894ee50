import { describe, expect, it } from "vitest";
import { changeTags, unionTags } from "./change-tags.ts";

describe("changeTags (decision 044)", () => {
  it("names the page of a section, both before and after a move", () => {
    expect(changeTags("template_section", { url_page: "/about" }, { url_page: "/about" })).toEqual(["sections:/about"]);
    expect(changeTags("hero", { url_page: "/a" }, { url_page: "/b" })).toEqual(["sections:/a", "sections:/b"]);
    expect(changeTags("heading_section", null, { url_page: "/home" })).toEqual(["sections:/home"]);
    expect(changeTags("page_layout", { url_page: "/x", sections: [] }, null)).toEqual(["sections:/x"]);
  });

  it("names a post by its slugs and every post listing", () => {
    expect(changeTags("post", { slug: "old" }, { slug: "new" })).toEqual(["posts", "post:old", "post:new"]);
  });

  it("names the lists sections show, and clears the organization for the others", () => {
    expect(changeTags("organization_list", { list: "faqs" }, { list: "faqs" })).toEqual(["list:faqs"]);
    expect(changeTags("organization_list", { list: "menu_items" }, { list: "menu_items" })).toBeNull();
    expect(changeTags("organization_list", { list: "banners" }, { list: "banners" })).toBeNull();
    expect(changeTags("organization_settings", {}, {})).toBeNull();
    expect(changeTags("menu_item", {}, {})).toBeNull();
    expect(changeTags("something_new", {}, {})).toBeNull();
  });

  it("unites the tags of a save, or clears the organization when one change is organization-wide", () => {
    expect(unionTags([["sections:/a"], ["sections:/a", "metrics"]])).toEqual(["sections:/a", "metrics"]);
    expect(unionTags([["sections:/a"], null])).toBeNull();
  });
});
