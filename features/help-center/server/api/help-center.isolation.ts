import { createPost } from "../../../../server/db/seed/content-factories.ts";
import {
  type EndpointCase,
  type SiteFixture,
  columns,
  everyone,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";

/** A published help-center article of the site, created for the entry. */
async function helpCenterArticle(site: SiteFixture) {
  const post = await createPost({
    db: site.db,
    organizationId: site.organizationId,
    post: { slug: unique("help"), title: "Help", content: "<p>Help</p>", is_help_center: true },
  });
  return post.id;
}

/** help-center.routes.ts: public reads of the host's content; another organization's article is 404. */
export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/help-center",
    request: () => ({ query: { locale: "en" } }),
    expect: { none: everyone(200) },
  },
  {
    method: "GET",
    path: "/help-center/articles/{id}",
    request: async (site) => ({ path: `/help-center/articles/${await helpCenterArticle(site)}` }),
    expect: { A: columns(200, 404), B: columns(404, 200) },
  },
];
