import type { Db } from "../client.ts";
import { createPage, createPost, createDocumentSet, createPolicy, type PostInput } from "./content-factories.ts";
import { createHeadingSection, createMenuItems, createTemplateSection } from "./factories.ts";

/** A text in the tenant's default language (`en`) and each of its other languages. */
export type Text = { en: string } & Record<string, string>;

/** Base text and `*_translation` map of a `Text`. */
export function split(text: Text): { base: string; tr: Record<string, string> } {
  const { en, ...tr } = text;
  return { base: en, tr };
}

export type DemoPage = {
  slug: string;
  title: Text;
  description: Text;
  heading: {
    name: Text;
    name2?: Text;
    description: Text;
    button?: Text;
    url?: string;
    image?: string;
    imageFirst?: boolean;
    background?: string;
    styleVariant?: "default" | "clean";
  };
  sections: {
    /** general (default) or article_slider (its cards are the newest posts). */
    type?: "general" | "article_slider";
    title: Text;
    description?: Text;
    columns?: number;
    background?: string;
    textStyle?: string;
    metrics: { title: Text; description: Text; image?: string }[];
  }[];
};

export type DemoPost = {
  slug: string;
  title: Text;
  description: Text;
  content: Text;
  type?: "default" | "minimal" | "landing" | "doc_set";
  author?: string;
  companyAuthor?: boolean;
  photo?: string;
  createdOn: string;
  onBlog?: boolean;
  docSet?: { slug: string; order: number };
  /** In the help center's knowledge base at this help_center_order. */
  helpCenter?: number;
};

export type DemoPolicy = { kind: "privacy_policy" | "cookie_policy"; title: Text; content: Text };

export async function seedPages({ db, organizationId, pages }: { db: Db; organizationId: number; pages: DemoPage[] }) {
  for (const [index, page] of pages.entries()) {
    const title = split(page.title);
    const description = split(page.description);
    await createPage({
      db,
      organizationId,
      page: {
        slug: page.slug,
        title: title.base,
        title_translation: title.tr,
        description: description.base,
        description_translation: description.tr,
        meta_description: description.base.slice(0, 160),
        order: index + 1,
        created_on: new Date("2026-09-01T09:00:00Z"),
      },
    });
    const h = page.heading;
    const name = split(h.name);
    const name2 = h.name2 && split(h.name2);
    const desc = split(h.description);
    const button = h.button && split(h.button);
    await createHeadingSection({
      db,
      organizationId,
      heading: {
        url_page: `/${page.slug}`,
        name: name.base,
        name_translation: name.tr,
        name_part_2: name2?.base ?? null,
        name_part_2_translation: name2?.tr ?? {},
        description_text: desc.base,
        description_text_translation: desc.tr,
        button_text: button?.base ?? null,
        button_text_translation: button?.tr ?? {},
        url: h.url ?? null,
        image: h.image ?? null,
        image_first: h.imageFirst ?? false,
        style_variant: h.styleVariant ?? "default",
        background_color: h.background ?? "white",
      },
    });
    for (const [order, section] of page.sections.entries()) {
      const sectionTitle = split(section.title);
      const sectionDescription = section.description ? split(section.description) : { base: "", tr: {} };
      await createTemplateSection({
        db,
        organizationId,
        section: {
          url_page: `/${page.slug}`,
          order,
          section_type: section.type ?? "general",
          section_title: sectionTitle.base,
          section_title_translation: sectionTitle.tr,
          section_description: sectionDescription.base,
          section_description_translation: sectionDescription.tr,
          grid_columns: section.columns ?? (section.metrics.length || 4),
          background_color: section.background ?? null,
          text_style_variant: section.textStyle ?? "default",
          is_section_title_aligned_center: true,
          image_metrics_height: "h-40",
          metrics: section.metrics.map((metric) => {
            const t = split(metric.title);
            const d = split(metric.description);
            return {
              title: t.base,
              title_translation: t.tr,
              description: d.base,
              description_translation: d.tr,
              image: metric.image ?? null,
              is_card_type: true,
            };
          }),
        },
      });
    }
  }
}

export async function seedPosts({
  db,
  organizationId,
  posts,
  docSets = [],
}: {
  db: Db;
  organizationId: number;
  posts: DemoPost[];
  docSets?: { slug: string; title: Text }[];
}) {
  for (const set of docSets) {
    const title = split(set.title);
    await createDocumentSet({
      db,
      organizationId,
      set: { slug: set.slug, title: title.base, title_translation: title.tr },
    });
  }
  for (const post of posts) {
    const title = split(post.title);
    const description = split(post.description);
    const content = split(post.content);
    const set = post.docSet && docSets.find((candidate) => candidate.slug === post.docSet!.slug);
    const fields: PostInput = {
      slug: post.slug,
      title: title.base,
      title_translation: title.tr,
      description: description.base,
      description_translation: description.tr,
      content: content.base,
      content_translation: content.tr,
      type: post.type ?? "default",
      author_name: post.author ?? null,
      is_company_author: post.companyAuthor ?? false,
      main_photo: post.photo ?? null,
      display_as_blog_post: post.onBlog ?? true,
      created_on: new Date(post.createdOn),
      is_numbered: post.type === "doc_set",
      doc_set: post.docSet?.slug ?? null,
      doc_set_order: post.docSet?.order ?? null,
      doc_set_title: set ? set.title.en : null,
      is_help_center: post.helpCenter !== undefined,
      help_center_order: post.helpCenter ?? 0,
    };
    await createPost({ db, organizationId, post: fields });
  }
}

export async function seedPolicies({
  db,
  organizationId,
  policies,
}: {
  db: Db;
  organizationId: number;
  policies: DemoPolicy[];
}) {
  for (const policy of policies) {
    const title = split(policy.title);
    const content = split(policy.content);
    await createPolicy({
      db,
      organizationId,
      policy: {
        kind: policy.kind,
        title: title.base,
        title_translation: title.tr,
        content: content.base,
        content_translation: content.tr,
      },
    });
  }
}

/** Footer-only links (hidden in the header) to the policy pages. */
export async function seedPolicyLinks({
  db,
  organizationId,
  privacy,
  cookies,
}: {
  db: Db;
  organizationId: number;
  privacy: Text;
  cookies: Text;
}) {
  const p = split(privacy);
  const c = split(cookies);
  await createMenuItems({
    db,
    organizationId,
    items: [
      {
        display_name: p.base,
        display_name_translation: p.tr,
        url_name: "privacy-policy",
        order: 900,
        is_displayed: false,
        is_displayed_on_footer: true,
      },
      {
        display_name: c.base,
        display_name_translation: c.tr,
        url_name: "cookie-policy",
        order: 910,
        is_displayed: false,
        is_displayed_on_footer: true,
      },
    ],
  });
}
