import { boolean, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * Posts and pages (spec editing-tools §3: a page is stored as a blog_post record with no content;
 * its body is the heading and template sections of `/{slug}`). Column names are the spec's wire
 * names; the `*_translation` maps follow the translation rule of public-site §3.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    title_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    /** Null for a page (its body is sections); HTML for a post. */
    content: text(),
    content_translation: translations(),
    content_type: text().notNull().default("html"),
    subsection: text(),
    author_name: text(),
    meta_description: text(),
    section_id: integer(),
    order: integer().notNull().default(0),
    help_center_order: integer().notNull().default(0),
    main_photo: text(),
    /** default | minimal | landing | doc_set */
    type: text().notNull().default("default"),
    is_numbered: boolean().notNull().default(false),
    display_this_post: boolean().notNull().default(true),
    display_as_blog_post: boolean().notNull().default(false),
    is_displayed_first_page: boolean().notNull().default(false),
    is_help_center: boolean().notNull().default(false),
    is_with_author: boolean().notNull().default(true),
    is_company_author: boolean().notNull().default(false),
    author_id: text(),
    doc_set: text(),
    doc_set_order: integer(),
    doc_set_title: text(),
    created_on: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Scheduled publishing: until this instant only admins see the post or page; null means
     * published. Nothing flips at that time: every public read compares it with the clock.
     */
    publish_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique("blog_posts_organization_slug_uq").on(t.organization_id, t.slug),
    index("blog_posts_organization_blog_idx").on(t.organization_id, t.display_as_blog_post, t.created_on),
    index("blog_posts_organization_doc_set_idx").on(t.organization_id, t.doc_set, t.doc_set_order),
    index("blog_posts_publish_at_idx").on(t.publish_at),
  ],
);

/** A named set of numbered articles (posts of type doc_set point to it by slug). */
export const documentSets = pgTable(
  "document_sets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    title_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    ...timestamps,
  },
  (t) => [unique("document_sets_organization_slug_uq").on(t.organization_id, t.slug)],
);

/** The organization's privacy and cookie policies (`/privacy-policy`, `/cookie-policy`). */
export const policies = pgTable(
  "policies",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** privacy_policy | cookie_policy */
    kind: text().notNull(),
    title: text().notNull(),
    title_translation: translations(),
    content: text().notNull().default(""),
    content_translation: translations(),
    ...timestamps,
  },
  (t) => [unique("policies_organization_kind_uq").on(t.organization_id, t.kind)],
);
