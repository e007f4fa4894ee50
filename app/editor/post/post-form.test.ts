import { describe, expect, it } from "vitest";
import {
  AUTO_SAVE_INTERVAL_MS,
  autoSaveDue,
  canSave,
  currentHeading,
  docSetSlugOf,
  draftKey,
  emptyPostForm,
  formFromPost,
  imagesUsed,
  metaDescriptionWarning,
  otherEditorWarning,
  postBodyFrom,
  readDraft,
  tableOfContents,
  withTitle,
  writeDraft,
  type WirePost,
} from "./post-form.ts";

const wire: WirePost = {
  id: 7,
  slug: "hello",
  title: "Hello",
  description: "<p>Intro</p>",
  content: "<h2>A</h2><p>x</p>",
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

  it("disables saving for a blank title or while saving", () => {
    expect(canSave({ ...emptyPostForm(), title: "   " }, false)).toBe(false);
    expect(canSave({ ...emptyPostForm(), title: "T" }, true)).toBe(false);
    expect(canSave({ ...emptyPostForm(), title: "T" }, false)).toBe(true);
  });

  it("warns about the meta description above 140 characters", () => {
    expect(metaDescriptionWarning("x".repeat(140))).toBe(false);
    expect(metaDescriptionWarning("x".repeat(141))).toBe(true);
  });
});

describe("local draft timing", () => {
  it("auto-saves when 2 minutes have passed since the last save, and only with changes", () => {
    expect(autoSaveDue(0, AUTO_SAVE_INTERVAL_MS - 1, true)).toBe(false);
    expect(autoSaveDue(0, AUTO_SAVE_INTERVAL_MS, true)).toBe(true);
    expect(autoSaveDue(0, AUTO_SAVE_INTERVAL_MS * 3, false)).toBe(false);
  });

  it("stores and reads a draft per site and post, surviving junk", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const key = draftKey("a.localhost", null);
    expect(key).not.toBe(draftKey("a.localhost", "hello"));
    expect(key).not.toBe(draftKey("a.localhost", null, "landing"));
    writeDraft(storage, key, { state: { ...emptyPostForm(), title: "Draft" }, savedAt: 5, baseVersion: null });
    expect(readDraft(storage, key)?.state.title).toBe("Draft");
    store.set(key, "{not json");
    expect(readDraft(storage, key)).toBeNull();
    expect(
      writeDraft(
        {
          setItem: () => {
            throw new Error("full");
          },
        },
        key,
        { state: emptyPostForm(), savedAt: 1, baseVersion: null },
      ),
    ).toBe(false);
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

describe("table of contents", () => {
  it("lists h1–h5 in order with their text, ignoring h6", () => {
    expect(
      tableOfContents("<h1>One</h1><p>x</p><h3 id=a><strong>Two</strong> &amp; more</h3><h6>No</h6><h5>Five</h5>"),
    ).toEqual([
      { level: 1, text: "One", index: 0 },
      { level: 3, text: "Two & more", index: 1 },
      { level: 5, text: "Five", index: 2 },
    ]);
    expect(tableOfContents("<p>none</p>")).toEqual([]);
  });
  it("highlights the last heading scrolled past the top", () => {
    expect(currentHeading([100, 400, 900], 100)).toBe(0);
    expect(currentHeading([-300, 50, 600], 100)).toBe(1);
    expect(currentHeading([], 0)).toBe(-1);
  });
});

describe("gallery images", () => {
  it("collects main photos and images inside posts, once each, links only", () => {
    expect(
      imagesUsed(
        [
          {
            content: '<p><img src="/a.jpg"><img src="https://x.example/b.png"></p>',
            media_config: { main_photo: "/a.jpg" },
          },
          { content: null, media_config: { main_photo: "javascript:alert(1)" } },
        ],
        ["/c.svg", null],
      ),
    ).toEqual(["/a.jpg", "https://x.example/b.png", "/c.svg"]);
  });

  it("leaves out videos and video links, which a photo cannot show", () => {
    expect(
      imagesUsed(
        [
          {
            content: '<img src="/clip.mp4">',
            media_config: { main_photo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
          },
        ],
        ["https://vimeo.com/76979871", "/poster.webp", "/talk.webm"],
      ),
    ).toEqual(["/poster.webp"]);
  });
});
