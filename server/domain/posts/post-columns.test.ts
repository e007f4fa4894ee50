import { describe, expect, it } from "vitest";
import { postColumnsFrom } from "./post-columns.ts";

describe("postColumnsFrom (wire shape → columns)", () => {
  it("maps every group of the wire shape to its column", () => {
    const columns = postColumnsFrom({
      title: " Title ",
      meta_description: "Meta",
      display_config: {
        display_this_post: true,
        display_as_blog_post: true,
        is_displayed_first_page: true,
        is_help_center: true,
        help_center_order: 4,
        type: "doc_set",
        is_numbered: true,
      },
      organization_config: {
        section_id: 7,
        subsection: "Guides",
        order: 3,
        doc_set: "set",
        doc_set_order: 2,
        doc_set_title: "Set",
      },
      author_config: { is_with_author: false, is_company_author: true, author_id: "u1", author_name: "Ann" },
      media_config: { main_photo: "/a.jpg" },
      created_on: "2026-01-02T03:04:05.000Z",
      publish_at: "2026-02-01T00:00:00.000Z",
    });
    expect(columns).toEqual({
      title: "Title",
      meta_description: "Meta",
      display_this_post: true,
      display_as_blog_post: true,
      is_displayed_first_page: true,
      is_help_center: true,
      help_center_order: 4,
      type: "doc_set",
      is_numbered: true,
      section_id: 7,
      subsection: "Guides",
      order: 3,
      doc_set: "set",
      doc_set_order: 2,
      doc_set_title: "Set",
      is_with_author: false,
      is_company_author: true,
      author_id: "u1",
      author_name: "Ann",
      main_photo: "/a.jpg",
      created_on: new Date("2026-01-02T03:04:05.000Z"),
      publish_at: new Date("2026-02-01T00:00:00.000Z"),
    });
  });

  it("sets only what was sent (a PATCH leaves the rest alone)", () => {
    expect(postColumnsFrom({ organization_config: { order: 1 } })).toEqual({ order: 1 });
    expect(postColumnsFrom({})).toEqual({});
  });

  it("stores blank optional text as null, publishes with publish_at null, accepts the camelCase aliases", () => {
    expect(
      postColumnsFrom({
        metaDescription: "  ",
        contentType: "html",
        organization_config: { subsection: " ", doc_set: "" },
        publish_at: null,
      }),
    ).toEqual({ meta_description: null, content_type: "html", subsection: null, doc_set: null, publish_at: null });
  });

  it("keeps the numbered flag for document-set posts only", () => {
    expect(postColumnsFrom({ display_config: { type: "default", is_numbered: true } }).is_numbered).toBe(false);
  });
});
