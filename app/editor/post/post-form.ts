import {
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_WARN,
  POST_TYPES,
  docSetSlugFromName,
  slugFromTitle,
  type PostType,
} from "../../../shared/rules/post-rules.ts";
import type { ApiSchema } from "../../api-client/client.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/**
 * The post editor's pure logic (spec editing-tools §2.1, §3, §4, §5, §9): its draft (the form's
 * values), the mapping to and from the API's wire shape and the another-editor warning. The draft,
 * local copy, undo and conflicts are the record-editor layer's; the field rules are the API's own
 * (shared/schemas/post-schema.ts). No React here, so all of it is unit-tested.
 */

export { META_DESCRIPTION_MAX, META_DESCRIPTION_WARN, POST_TYPES, slugFromTitle, type PostType };

/** Another editor's save this recent is worth a warning (spec §9). */
export const OTHER_EDITOR_WINDOW_MS = 5 * 60 * 1000;

/** How the document set is chosen (spec §4): none, a new one by name, or an existing one. */
export type DocSetChoice = { kind: "none" } | { kind: "new"; name: string } | { kind: "existing"; slug: string };

export type PostFormState = {
  title: string;
  description: string;
  content: string;
  /** The translated title, description and content, `{ es: "…" }` (decision 069), saved with the post. */
  titleTranslation: Record<string, string>;
  descriptionTranslation: Record<string, string>;
  contentTranslation: Record<string, string>;
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
    titleTranslation: {},
    descriptionTranslation: {},
    contentTranslation: {},
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

/** A post as the API answers the editor (types generated from its OpenAPI document). */
export type WirePost = ApiSchema<"EditablePost">;

export type DocumentSet = Pick<ApiSchema<"DocumentSet">, "id" | "slug" | "title">;

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
    titleTranslation: { ...post.title_translation },
    descriptionTranslation: { ...post.description_translation },
    contentTranslation: { ...post.content_translation },
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
    title_translation: state.titleTranslation,
    description_translation: state.descriptionTranslation,
    content_translation: state.contentTranslation,
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

/** A title change on create also rewrites the slug until the slug field is touched (spec §5). */
export function withTitle(state: PostFormState, title: string, mode: "create" | "edit"): PostFormState {
  if (mode === "create" && !state.slugTouched) return { ...state, title, slug: slugFromTitle(title) };
  return { ...state, title };
}

/** The meta description counter turns orange above 140 characters (spec §5). */
export function metaDescriptionWarning(text: string): boolean {
  return text.length > META_DESCRIPTION_WARN;
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
  locale: UiLocale = "en",
): string | null {
  if (!lastChange) return null;
  const age = now - new Date(lastChange.at).getTime();
  if (!(age >= 0 && age < OTHER_EDITOR_WINDOW_MS)) return null;
  if (viewerId && lastChange.actor_id === viewerId) return null;
  const name = lastChange.actor_name;
  if (age < 60_000) return m.fields_postOtherEditorJustNow({ name }, { locale });
  const minutes = Math.max(1, Math.round(age / 60_000));
  // "2 minutes ago" in the person's language, with its plural and word order.
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-minutes, "minute");
  return m.fields_postOtherEditorAgo({ name, ago }, { locale });
}
