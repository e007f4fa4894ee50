import type { Db } from "../client.ts";
import { BRIGHTPATH_PAGES } from "./demo-brightpath-pages.ts";
import { BRIGHTPATH_DOC_SETS, BRIGHTPATH_POLICIES, BRIGHTPATH_POSTS } from "./demo-brightpath-posts.ts";
import { seedPages, seedPolicies, seedPolicyLinks, seedPosts } from "./demo-content-kit.ts";
import { GLOBEX_PAGES } from "./demo-globex-pages.ts";
import { GLOBEX_DOC_SETS, GLOBEX_POLICIES, GLOBEX_POSTS } from "./demo-globex-posts.ts";
import { createMenuItems, createTemplateSection } from "./factories.ts";

/**
 * The inner pages, blog and policies of both demo sites: every link of their header, mega-menu,
 * footer and mobile menu leads to a page with real content, in every language the site supports.
 */
export async function seedDemoContentPages({
  db,
  brightpathId,
  globexId,
}: {
  db: Db;
  brightpathId: number;
  globexId: number;
}) {
  await seedPages({ db, organizationId: brightpathId, pages: BRIGHTPATH_PAGES });
  await seedPosts({ db, organizationId: brightpathId, posts: BRIGHTPATH_POSTS, docSets: BRIGHTPATH_DOC_SETS });
  await seedPolicies({ db, organizationId: brightpathId, policies: BRIGHTPATH_POLICIES });
  await createTemplateSection({
    db,
    organizationId: brightpathId,
    section: {
      url_page: "/about",
      order: 10,
      section_type: "article_slider",
      section_title: "Latest insights",
      section_title_translation: { es: "Últimas perspectivas", fr: "Dernières analyses", de: "Neueste Einblicke" },
      grid_columns: 4,
      is_section_title_aligned_center: true,
      image_metrics_height: "h-40",
    },
  });
  await seedPolicyLinks({
    db,
    organizationId: brightpathId,
    privacy: { en: "Privacy Policy", es: "Política de privacidad", fr: "Confidentialité", de: "Datenschutz" },
    cookies: { en: "Cookie Policy", es: "Política de cookies", fr: "Cookies", de: "Cookie-Richtlinie" },
  });

  await seedPages({ db, organizationId: globexId, pages: GLOBEX_PAGES });
  await seedPosts({ db, organizationId: globexId, posts: GLOBEX_POSTS, docSets: GLOBEX_DOC_SETS });
  await seedPolicies({ db, organizationId: globexId, policies: GLOBEX_POLICIES });
  await createTemplateSection({
    db,
    organizationId: globexId,
    section: {
      url_page: "/personal",
      order: 10,
      section_type: "article_slider",
      section_title: "From our advisors",
      section_title_translation: { de: "Von unseren Beratern", fr: "De nos conseillers", it: "Dai nostri consulenti" },
      grid_columns: 4,
      text_style_variant: "elegant",
      is_section_title_aligned_center: true,
      image_metrics_height: "h-40",
    },
  });
  // Globex's blog ("Market Insights" for a finance site) in the header and footer.
  await createMenuItems({
    db,
    organizationId: globexId,
    items: [
      {
        display_name: "Insights",
        display_name_translation: { de: "Einblicke", fr: "Analyses", it: "Approfondimenti" },
        url_name: "blog",
        order: 25,
        is_displayed_on_footer: true,
      },
    ],
  });
  await seedPolicyLinks({
    db,
    organizationId: globexId,
    privacy: { en: "Privacy Policy", de: "Datenschutz", fr: "Confidentialité", it: "Privacy" },
    cookies: { en: "Cookie Policy", de: "Cookie-Richtlinie", fr: "Cookies", it: "Cookie" },
  });
}
