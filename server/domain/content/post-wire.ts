import type { ContentRecord } from "./find-content.ts";

/**
 * A post or page as the API sends it: the flat fields of editing-tools §3 plus the grouped
 * `display_config`, `organization_config`, `author_config` and `media_config` of its wire format.
 */
export function toWirePost(record: ContentRecord & { created_on: Date }) {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    title_translation: record.title_translation,
    description: record.description,
    description_translation: record.description_translation,
    content: record.content,
    content_translation: record.content_translation,
    content_type: record.content_type,
    meta_description: record.meta_description,
    display_config: {
      display_this_post: record.display_this_post,
      display_as_blog_post: record.display_as_blog_post,
      is_displayed_first_page: record.is_displayed_first_page,
      is_help_center: record.is_help_center,
      help_center_order: record.help_center_order,
      type: record.type,
      is_numbered: record.is_numbered,
    },
    organization_config: {
      section_id: record.section_id,
      subsection: record.subsection,
      order: record.order,
      doc_set: record.doc_set,
      doc_set_order: record.doc_set_order,
      doc_set_title: record.doc_set_title,
    },
    author_config: {
      is_with_author: record.is_with_author,
      is_company_author: record.is_company_author,
      author_id: record.author_id,
      author_name: record.author_name,
    },
    media_config: { main_photo: record.main_photo },
    created_on: record.created_on.toISOString(),
    /** Scheduled publishing: only admins ever receive a post whose time lies ahead. */
    publish_at: record.publish_at ? record.publish_at.toISOString() : null,
    /** The version an editor sends back (optimistic concurrency). */
    updated_at: record.updated_at.toISOString(),
  };
}

export type WirePost = ReturnType<typeof toWirePost>;
