import {
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_WARN,
  POST_TYPES,
  docSetSlugFromName,
  slugFromTitle,
  type PostType,
} from "../../../shared/post-rules.ts";
import { detectMedia } from "../../../shared/media.ts";

/**
 * The post editor's pure logic (spec editing-tools §2.1, §3, §4, §5, §9): its form state, the
 * mapping to and from the API's wire shape, the local draft and its timing, the another-editor
 * warning and the table of contents. No React here, so all of it is unit-tested.
 */

export { META_DESCRIPTION_MAX, META_DESCRIPTION_WARN, POST_TYPES, slugFromTitle, type PostType };

/** Auto-save to the local draft every 2 minutes, checked every 30 s (spec §4, §9). */
export const AUTO_SAVE_INTERVAL_MS = 2 * 60 * 1000;
export const AUTO_SAVE_CHECK_MS = 30 * 1000;
/** Another editor's save this recent is worth a warning (spec §9). */
export const OTHER_EDITOR_WINDOW_MS = 5 * 60 * 1000;

export const CLOSE_QUESTION =
  "You have unsaved changes. Are you sure you want to close? Your draft will be saved locally.";
export const TOC_EMPTY_HINT = "Add headings to your content to see the table of contents here";

/** How the document set is chosen (spec §4): none, a new one by name, or an existing one. */
export type DocSetChoice = { kind: "none" } | { kind: "new"; name: string } | { kind: "existing"; slug: string };

export type PostFormState = {
  title: string;
  description: string;
  content: string;
  subsection: string;
  slug: string;
  /** Once the slug field is touched on create, the title no longer rewrites it (spec §5). */
  slugTouched: boolean;
  metaDescription: string;
  postType: PostType;
  isNumbered: boolean;
  mainPhoto: string;
  displayThisPost: boolean;
  displayAsBlogPost: boolean;
  isDisplayedFirstPage: boolean;
  isHelpCenter: boolean;
  helpCenterOrder: string;
  isWithAuthor: boolean;
  isCompanyAuthor: boolean;
  authorName: string;
  order: string;
  sectionId: string;
  docSet: DocSetChoice;
  docSetTitle: string;
  docSetOrder: string;
  /** `datetime-local` values (the browser's time zone); empty = now / not scheduled. */
  createdOn: string;
  publishAt: string;
};

export function emptyPostForm(postType: PostType = "default"): PostFormState {
  return {
    title: "",
    description: "",
    content: "",
    subsection: "",
    slug: "",
    slugTouched: false,
    metaDescription: "",
    postType,
    isNumbered: false,
    mainPhoto: "",
    displayThisPost: true,
    displayAsBlogPost: postType === "default" || postType === "minimal",
    isDisplayedFirstPage: false,
    isHelpCenter: false,
    helpCenterOrder: "0",
    isWithAuthor: true,
    isCompanyAuthor: false,
    authorName: "",
    order: "0",
    sectionId: "",
    docSet: { kind: "none" },
    docSetTitle: "",
    docSetOrder: "",
    createdOn: "",
    publishAt: "",
  };
}

/** What the API answers for a post (server/api/posts/posts.schemas.ts, editablePostSchema). */
export type WirePost = {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string | null;
  content_type: string;
  meta_description: string | null;
  display_config: {
    display_this_post: boolean;
    display_as_blog_post: boolean;
    is_displayed_first_page: boolean;
    is_help_center: boolean;
    help_center_order: number;
    type: string;
    is_numbered: boolean;
  };
  organization_config: {
    section_id: number | null;
    subsection: string | null;
    order: number;
    doc_set: string | null;
    doc_set_order: number | null;
    doc_set_title: string | null;
  };
  author_config: {
    is_with_author: boolean;
    is_company_author: boolean;
    author_id: string | null;
    author_name: string | null;
  };
  media_config: { main_photo: string | null };
  created_on: string;
  publish_at: string | null;
  updated_at: string;
  last_change?: { actor_id: string | null; actor_name: string; at: string } | null;
};

export type DocumentSet = { id: number; slug: string; title: string };

/** An ISO instant as a `datetime-local` value in the browser's zone (and back, below). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function isPostType(value: string): value is PostType {
  return (POST_TYPES as readonly string[]).includes(value);
}

export function formFromPost(post: WirePost): PostFormState {
  const docSet = post.organization_config.doc_set;
  return {
    title: post.title,
    description: post.description,
    content: post.content ?? "",
    subsection: post.organization_config.subsection ?? "",
    slug: post.slug,
    slugTouched: true,
    metaDescription: post.meta_description ?? "",
    postType: isPostType(post.display_config.type) ? post.display_config.type : "default",
    isNumbered: post.display_config.is_numbered,
    mainPhoto: post.media_config.main_photo ?? "",
    displayThisPost: post.display_config.display_this_post,
    displayAsBlogPost: post.display_config.display_as_blog_post,
    isDisplayedFirstPage: post.display_config.is_displayed_first_page,
    isHelpCenter: post.display_config.is_help_center,
    helpCenterOrder: String(post.display_config.help_center_order),
    isWithAuthor: post.author_config.is_with_author,
    isCompanyAuthor: post.author_config.is_company_author,
    authorName: post.author_config.author_name ?? "",
    order: String(post.organization_config.order),
    sectionId: post.organization_config.section_id === null ? "" : String(post.organization_config.section_id),
    docSet: docSet ? { kind: "existing", slug: docSet } : { kind: "none" },
    docSetTitle: post.organization_config.doc_set_title ?? "",
    docSetOrder: post.organization_config.doc_set_order === null ? "" : String(post.organization_config.doc_set_order),
    createdOn: toLocalInput(post.created_on),
    publishAt: toLocalInput(post.publish_at),
  };
}

/** Integers as the spec parses them (§5): a number, else the default. */
export function parseInteger(value: string, fallback: number): number;
export function parseInteger(value: string, fallback: null): number | null;
export function parseInteger(value: string, fallback: number | null): number | null {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The doc set slug a choice stands for (spec §4: a new set's name lowercased, spaces to hyphens). */
export function docSetSlugOf(choice: DocSetChoice): string | null {
  if (choice.kind === "existing") return choice.slug;
  if (choice.kind === "new") return docSetSlugFromName(choice.name.trim()) || null;
  return null;
}

/** The body of POST /api/posts or PATCH /api/posts/{slug} in the spec's wire shape. */
export function postBodyFrom(state: PostFormState) {
  const docSet = docSetSlugOf(state.docSet);
  const docSetOrder = parseInteger(state.docSetOrder, null);
  const createdOn = fromLocalInput(state.createdOn);
  return {
    title: state.title.trim(),
    slug: state.slug.trim() || slugFromTitle(state.title),
    description: state.description,
    content: state.content,
    content_type: "html" as const,
    meta_description: state.metaDescription.trim() || null,
    display_config: {
      display_this_post: state.displayThisPost,
      display_as_blog_post: state.displayAsBlogPost,
      is_displayed_first_page: state.isDisplayedFirstPage,
      is_help_center: state.isHelpCenter,
      help_center_order: Math.max(0, parseInteger(state.helpCenterOrder, 0)),
      type: state.postType,
      is_numbered: state.postType === "doc_set" && state.isNumbered,
    },
    organization_config: {
      section_id: (() => {
        const id = parseInteger(state.sectionId, null);
        return id !== null && id >= 0 ? id : null;
      })(),
      subsection: state.subsection.trim() || null,
      order: Math.max(0, parseInteger(state.order, 0)),
      doc_set: docSet,
      doc_set_order: docSet && docSetOrder !== null ? Math.max(0, docSetOrder) : null,
      doc_set_title: docSet
        ? state.docSet.kind === "new"
          ? state.docSet.name.trim() || null
          : state.docSetTitle.trim() || null
        : null,
    },
    author_config: {
      is_with_author: state.isWithAuthor,
      is_company_author: state.isCompanyAuthor,
      author_name: state.authorName.trim() || null,
    },
    media_config: { main_photo: state.mainPhoto.trim() || null },
    ...(createdOn ? { created_on: createdOn } : {}),
    publish_at: fromLocalInput(state.publishAt),
  };
}

/** Publish/Update is disabled for a blank title or while saving (spec §5). */
export function canSave(state: PostFormState, saving: boolean): boolean {
  return !saving && state.title.trim().length > 0;
}

/** A title change on create also rewrites the slug until the slug field is touched (spec §5). */
export function withTitle(state: PostFormState, title: string, mode: "create" | "edit"): PostFormState {
  if (mode === "create" && !state.slugTouched) return { ...state, title, slug: slugFromTitle(title) };
  return { ...state, title };
}

/** The meta description counter turns orange above 140 characters (spec §5). */
export function metaDescriptionWarning(text: string): boolean {
  return text.length > META_DESCRIPTION_WARN;
}

// ---- Local draft (localStorage) -------------------------------------------------------------

export type PostDraft = {
  state: PostFormState;
  /** When the draft was written (ms). */
  savedAt: number;
  /** The post version it was based on (edit), so a draft of an older version is recognisable. */
  baseVersion: string | null;
};

/** One draft per site, per post (or per new post of a type). */
export function draftKey(host: string, slug: string | null, newPostType: PostType = "default"): string {
  return `tessera:post-draft:${host}:${slug ?? `new:${newPostType}`}`;
}

export function readDraft(storage: Pick<Storage, "getItem">, key: string): PostDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as PostDraft;
    if (!draft || typeof draft !== "object" || !draft.state || typeof draft.savedAt !== "number") return null;
    return { ...draft, state: { ...emptyPostForm(), ...draft.state } };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Pick<Storage, "setItem">, key: string, draft: PostDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // A full or disabled storage loses the draft, not the editor.
    return false;
  }
}

/** The periodic check (every 30 s): save when 2 minutes have passed since the last save. */
export function autoSaveDue(lastSavedAt: number, now: number, dirty: boolean): boolean {
  return dirty && now - lastSavedAt >= AUTO_SAVE_INTERVAL_MS;
}

// ---- Another editor ---------------------------------------------------------------------------

/**
 * The warning shown on edit when someone else saved the post within the last 5 minutes (from the
 * post's last revision), or null.
 */
export function otherEditorWarning(
  lastChange: WirePost["last_change"],
  viewerId: string | null,
  now: number,
): string | null {
  if (!lastChange) return null;
  const age = now - new Date(lastChange.at).getTime();
  if (!(age >= 0 && age < OTHER_EDITOR_WINDOW_MS)) return null;
  if (viewerId && lastChange.actor_id === viewerId) return null;
  const minutes = Math.max(1, Math.round(age / 60_000));
  return `${lastChange.actor_name} saved this post ${age < 60_000 ? "less than a minute" : `${minutes} minute${minutes === 1 ? "" : "s"}`} ago. Your changes may overwrite theirs.`;
}

// ---- Table of contents --------------------------------------------------------------------------

export type TocEntry = { level: 1 | 2 | 3 | 4 | 5; text: string; index: number };

/** The h1–h5 headings of an HTML fragment, in order (index = position among those headings). */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = [];
  const pattern = /<h([1-5])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    const text = decodeEntities(match[2]!.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    entries.push({
      level: Number(match[1]) as TocEntry["level"],
      text: text || "Untitled heading",
      index: entries.length,
    });
  }
  return entries;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The heading to highlight: the last one whose top has scrolled to (or above) the top of the
 * scrolling area, else the first.
 */
export function currentHeading(tops: number[], containerTop: number, slack = 8): number {
  let current = tops.length > 0 ? 0 : -1;
  tops.forEach((top, index) => {
    if (top - containerTop <= slack) current = index;
  });
  return current;
}

/** Images used on the site (main photos and images inside posts), for the gallery picker. */
export function imagesUsed(
  posts: Pick<WirePost, "content" | "media_config">[],
  extra: (string | null)[] = [],
): string[] {
  const found = new Set<string>();
  const add = (src: string | null | undefined) => {
    const value = src?.trim();
    // Metrics and posts also hold videos and YouTube/Vimeo links: only pictures can be a photo.
    if (value && /^(https?:\/\/|\/)/i.test(value) && detectMedia(value)?.kind === "image") found.add(value);
  };
  for (const post of posts) {
    add(post.media_config.main_photo);
    for (const match of (post.content ?? "").matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)) add(match[1]);
  }
  extra.forEach(add);
  return [...found];
}
