import { describe, expect, it } from "vitest";
import { postFormField, postFormSchema } from "../../../shared/schemas/post-schema.ts";
import {
  docSetSlugOf,
  emptyPostForm,
  formFromPost,
  metaDescriptionWarning,
  otherEditorWarning,
  postBodyFrom,
  withTitle,
  type PostFormState,
  type WirePost,
} from "./post-form.ts";

const wire: WirePost = {
  id: 7,
  slug: "hello",
  title: "Hello",
  title_translation: {},
  description: "<p>Intro</p>",
  description_translation: {},
  content: "<h2>A</h2><p>x</p>",
  content_translation: {},
  content_type: "html",
  meta_description: "Meta",
  display_config: {
    display_this_post: true,
    display_as_blog_post: true,
    is_displayed_first_page: false,
    is_help_center: true,
    help_center_order: 2,
    type: "doc_set",
    is_numbered: true,
  },
  organization_config: {
    section_id: null,
    subsection: "News",
    order: 3,
    doc_set: "guide",
    doc_set_order: 1,
    doc_set_title: "Guide",
  },
  author_config: { is_with_author: true, is_company_author: false, author_id: null, author_name: "Ann" },
  media_config: { main_photo: "/a.jpg" },
  created_on: "2026-01-02T03:04:00.000Z",
  publish_at: null,
  updated_at: "2026-01-02T03:04:05.000Z",
};

describe("wire mapping", () => {
  it("round-trips a post through the form unchanged in meaning", () => {
    const body = postBodyFrom(formFromPost(wire));
    expect(body).toMatchObject({
      title: "Hello",
      slug: "hello",
      description: "<p>Intro</p>",
      content: "<h2>A</h2><p>x</p>",
      content_type: "html",
      meta_description: "Meta",
      display_config: wire.display_config,
      organization_config: {
        subsection: "News",
        order: 3,
        doc_set: "guide",
        doc_set_order: 1,
        doc_set_title: "Guide",
        section_id: null,
      },
      author_config: { is_with_author: true, is_company_author: false, author_name: "Ann" },
      media_config: { main_photo: "/a.jpg" },
      created_on: "2026-01-02T03:04:00.000Z",
      publish_at: null,
    });
  });

  it("parses integers as the spec says: default 0, doc set order null, never negative", () => {
    const body = postBodyFrom({ ...emptyPostForm(), title: "T", order: "x", helpCenterOrder: "", docSetOrder: "" });
    expect(body.organization_config.order).toBe(0);
    expect(body.display_config.help_center_order).toBe(0);
    expect(body.organization_config.doc_set_order).toBeNull();
    const negative = postBodyFrom({
      ...emptyPostForm(),
      title: "T",
      docSet: { kind: "existing", slug: "g" },
      docSetOrder: "-3",
    });
    expect(negative.organization_config.doc_set_order).toBe(0);
  });

  it("numbers only document-set posts, and a new set is named by its slug and title", () => {
    expect(postBodyFrom({ ...emptyPostForm(), title: "T", isNumbered: true }).display_config.is_numbered).toBe(false);
    const body = postBodyFrom({
      ...emptyPostForm("doc_set"),
      title: "T",
      docSet: { kind: "new", name: "My Great Set" },
    });
    expect(body.organization_config).toMatchObject({ doc_set: "my-great-set", doc_set_title: "My Great Set" });
    expect(docSetSlugOf({ kind: "none" })).toBeNull();
  });

  it("sends a publish time for scheduling and null to publish now", () => {
    expect(postBodyFrom({ ...emptyPostForm(), title: "T" }).publish_at).toBeNull();
    const at = postBodyFrom({ ...emptyPostForm(), title: "T", publishAt: "2030-05-06T07:08" }).publish_at;
    expect(new Date(at!).getTime()).toBe(new Date("2030-05-06T07:08").getTime());
  });
});

describe("title and slug", () => {
  it("generates the slug from the title on create until the slug is touched", () => {
    let state = withTitle(emptyPostForm(), "Hello World!", "create");
    expect(state.slug).toBe("hello-world");
    state = withTitle({ ...state, slug: "custom", slugTouched: true }, "Other", "create");
    expect(state.slug).toBe("custom");
    expect(withTitle(formFromPost(wire), "New title", "edit").slug).toBe("hello");
  });

  it("checks the form with the API's own rules and messages, title first (spec §5)", () => {
    const problems = (state: PostFormState) =>
      postFormSchema.safeParse(state).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    // A blank title after trimming: the spec's words; a new post's empty slug is generated, not required.
    expect(problems({ ...emptyPostForm(), title: "   " })).toEqual([["title", "Title is required"]]);
    expect(problems({ ...emptyPostForm(), title: "T" })).toEqual([]);
    expect(problems({ ...emptyPostForm(), title: "", slug: "Bad Slug" })).toEqual([
      ["title", "Title is required"],
      ["slug", "Slug can only contain lowercase letters, numbers, and hyphens"],
    ]);
    expect(problems({ ...emptyPostForm(), title: "T", slug: "blog" })[0]?.[1]).toBe(
      "This slug is used by the site itself; choose another",
    );
    expect(problems({ ...emptyPostForm(), title: "T", metaDescription: "m".repeat(161) })[0]?.[0]).toBe(
      "metaDescription",
    );
    expect(problems({ ...emptyPostForm(), title: "T", mainPhoto: "javascript:alert(1)" })[0]?.[0]).toBe("mainPhoto");
  });

  it("names the form field the API names in an error", () => {
    expect(postFormField("slug")).toBe("slug");
    expect(postFormField("meta_description")).toBe("metaDescription");
    expect(postFormField("media_config.main_photo")).toBe("mainPhoto");
  });

  it("warns about the meta description above 140 characters", () => {
    expect(metaDescriptionWarning("x".repeat(140))).toBe(false);
    expect(metaDescriptionWarning("x".repeat(141))).toBe(true);
  });
});

describe("another editor", () => {
  const now = Date.parse("2026-01-01T12:00:00Z");
  const change = (minutesAgo: number, actor = "u2") => ({
    actor_id: actor,
    actor_name: "Bo",
    at: new Date(now - minutesAgo * 60_000).toISOString(),
  });
  it("warns within 5 minutes of someone else's save", () => {
    expect(otherEditorWarning(change(2), "u1", now)).toMatch(/^Bo saved this post 2 minutes ago/);
    expect(otherEditorWarning(change(0.2), "u1", now)).toMatch(/less than a minute/);
  });
  it("stays silent after 5 minutes, for one's own saves and without a change", () => {
    expect(otherEditorWarning(change(5), "u1", now)).toBeNull();
    expect(otherEditorWarning(change(1, "u1"), "u1", now)).toBeNull();
    expect(otherEditorWarning(null, "u1", now)).toBeNull();
  });
});
