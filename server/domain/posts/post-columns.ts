import type { blogPosts } from "../../db/schema/index.ts";

/** The post fields of a write, as the API receives them (spec editing-tools §3, wire shape). */
export type PostWriteInput = {
  title?: string;
  slug?: string;
  description?: string;
  title_translation?: Record<string, string>;
  description_translation?: Record<string, string>;
  content?: string | null;
  content_translation?: Record<string, string>;
  content_type?: "html";
  contentType?: "html";
  meta_description?: string | null;
  metaDescription?: string | null;
  display_config?: {
    display_this_post?: boolean;
    display_as_blog_post?: boolean;
    is_displayed_first_page?: boolean;
    is_help_center?: boolean;
    help_center_order?: number;
    type?: "default" | "minimal" | "landing" | "doc_set";
    is_numbered?: boolean;
  };
  organization_config?: {
    section_id?: number | null;
    subsection?: string | null;
    order?: number;
    doc_set?: string | null;
    doc_set_order?: number | null;
    doc_set_title?: string | null;
  };
  author_config?: {
    is_with_author?: boolean;
    is_company_author?: boolean;
    author_id?: string | null;
    author_name?: string | null;
  };
  media_config?: { main_photo?: string | null };
  created_on?: string;
  publish_at?: string | null;
};

export type PostColumns = Partial<
  Omit<typeof blogPosts.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">
>;

/** Text that is blank after trimming is no value: stored as null. */
function orNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === "" ? null : value.trim();
}

/**
 * The columns a write sets, from the grouped wire shape: only what was sent (a PATCH leaves the
 * rest alone). Rich text is sanitised by the caller. The numbered flag belongs to document-set
 * posts only (spec §3), so another type clears it.
 */
export function postColumnsFrom(input: PostWriteInput): PostColumns {
  const columns: PostColumns = {};
  const set = <K extends keyof PostColumns>(key: K, value: PostColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set("title", input.title?.trim());
  set("slug", input.slug);
  set("description", input.description);
  set("title_translation", input.title_translation);
  set("description_translation", input.description_translation);
  set("content", input.content);
  set("content_translation", input.content_translation);
  set("content_type", input.content_type ?? input.contentType);
  set(
    "meta_description",
    orNull(input.meta_description !== undefined ? input.meta_description : input.metaDescription),
  );

  const display = input.display_config ?? {};
  set("display_this_post", display.display_this_post);
  set("display_as_blog_post", display.display_as_blog_post);
  set("is_displayed_first_page", display.is_displayed_first_page);
  set("is_help_center", display.is_help_center);
  set("help_center_order", display.help_center_order);
  set("type", display.type);
  set("is_numbered", display.is_numbered);
  if (display.type !== undefined && display.type !== "doc_set") columns.is_numbered = false;

  const organization = input.organization_config ?? {};
  set("section_id", organization.section_id);
  set("subsection", orNull(organization.subsection));
  set("order", organization.order);
  set("doc_set", orNull(organization.doc_set));
  set("doc_set_order", organization.doc_set_order);
  set("doc_set_title", orNull(organization.doc_set_title));

  const author = input.author_config ?? {};
  set("is_with_author", author.is_with_author);
  set("is_company_author", author.is_company_author);
  set("author_id", orNull(author.author_id));
  set("author_name", orNull(author.author_name));

  set("main_photo", orNull(input.media_config?.main_photo));
  if (input.created_on !== undefined) columns.created_on = new Date(input.created_on);
  if (input.publish_at !== undefined)
    columns.publish_at = input.publish_at === null ? null : new Date(input.publish_at);
  return columns;
}
