import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  blogPosts,
  documentSets,
  headingSections,
  menuItems,
  organizations,
  policies,
  submenuItems,
  templateSections,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type SiteMapNodeKind = "home" | "page" | "blog" | "post" | "doc_set" | "doc" | "policy" | "group" | "menu";

/** One entry of the Site Map modal's tree; `path` null for a heading without its own address. */
export type SiteMapNode = {
  title: string;
  path: string | null;
  kind: SiteMapNodeKind;
  /** Not shown to visitors (display_this_post false, a hidden menu item). */
  hidden: boolean;
  children: SiteMapNode[];
};

export type SiteMap = { organization: { id: number; name: string }; tree: SiteMapNode[] };

const POLICY_PATHS: Record<string, string> = { privacy_policy: "/privacy-policy", cookie_policy: "/cookie-policy" };

const node = (title: string, path: string | null, kind: SiteMapNodeKind, extra: Partial<SiteMapNode> = {}) => ({
  title,
  path,
  kind,
  hidden: false,
  children: [],
  ...extra,
});

/** A menu `url_name` as a link: external addresses stay, anything else is a site path. */
function menuPath(urlName: string): string | null {
  const value = urlName.trim();
  if (value === "") return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  const path = "/" + value.replace(/^\/+/, "");
  return path === "/home" ? "/" : path;
}

function group(title: string, children: SiteMapNode[], path: string | null = null, kind: SiteMapNodeKind = "group") {
  return children.length > 0 || path ? [node(title, path, kind, { children })] : [];
}

/**
 * The organization's page structure for the Site Map modal (spec editing-tools §2.7): home, content
 * pages (records and section-only paths), the blog and its posts, documentation sets with their
 * articles, other posts, policies and the menu with its submenus. Hidden entries are included and
 * marked, since only admins see this.
 */
export async function getSiteMap({ db, organizationId }: { db: Db; organizationId: number }): Promise<SiteMap> {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new AppError("not_found", "Organization not found", { code: "not_found" });

  const [posts, sets, headingPaths, templatePaths, policyRows, menus, submenus] = await Promise.all([
    db
      .select({
        title: blogPosts.title,
        slug: blogPosts.slug,
        content: blogPosts.content,
        order: blogPosts.order,
        type: blogPosts.type,
        display_this_post: blogPosts.display_this_post,
        display_as_blog_post: blogPosts.display_as_blog_post,
        doc_set: blogPosts.doc_set,
        doc_set_order: blogPosts.doc_set_order,
        doc_set_title: blogPosts.doc_set_title,
        created_on: blogPosts.created_on,
        publish_at: blogPosts.publish_at,
      })
      .from(blogPosts)
      .where(scoped(organizationId).where(blogPosts))
      .orderBy(asc(blogPosts.order), asc(blogPosts.title)),
    db
      .select({ slug: documentSets.slug, title: documentSets.title })
      .from(documentSets)
      .where(scoped(organizationId).where(documentSets))
      .orderBy(asc(documentSets.title)),
    db
      .selectDistinct({ path: headingSections.url_page })
      .from(headingSections)
      .where(scoped(organizationId).where(headingSections)),
    db
      .selectDistinct({ path: templateSections.url_page })
      .from(templateSections)
      .where(scoped(organizationId).where(templateSections)),
    db
      .select({ kind: policies.kind, title: policies.title })
      .from(policies)
      .where(scoped(organizationId).where(policies)),
    db
      .select({
        id: menuItems.id,
        name: menuItems.display_name,
        url: menuItems.url_name,
        shown: menuItems.is_displayed,
      })
      .from(menuItems)
      .where(scoped(organizationId).where(menuItems))
      .orderBy(asc(menuItems.order), asc(menuItems.id)),
    db
      .select({
        menuId: submenuItems.menu_item_id,
        name: submenuItems.name,
        url: submenuItems.url_name,
        shown: submenuItems.is_displayed,
      })
      .from(submenuItems)
      .where(scoped(organizationId).where(submenuItems))
      .orderBy(asc(submenuItems.order), asc(submenuItems.id)),
  ]);

  // Scheduled records are not public yet: shown to the admin, marked hidden.
  const now = Date.now();
  const shown = (post: (typeof posts)[number]) =>
    post.display_this_post && (!post.publish_at || post.publish_at.getTime() <= now);
  const pages = posts.filter((post) => post.content === null);
  const articles = posts.filter((post) => post.content !== null);
  const pageNodes: SiteMapNode[] = pages.map((page) =>
    node(page.title, `/${page.slug}`, "page", { hidden: !shown(page) }),
  );
  // Paths with sections but no page record are pages too (home's `/home` is the home node).
  const recorded = new Set(pageNodes.map((page) => page.path));
  const sectionOnly = [...new Set([...headingPaths, ...templatePaths].map((row) => row.path))]
    .filter((path) => path.startsWith("/") && path !== "/home" && !recorded.has(path))
    .sort();
  pageNodes.push(...sectionOnly.map((path) => node(path, path, "page")));

  const postNode = (post: (typeof articles)[number], kind: SiteMapNodeKind) =>
    node(post.title, `/${post.slug}`, kind, { hidden: !shown(post) });
  const blog = articles
    .filter((post) => post.display_as_blog_post)
    .sort((a, b) => b.created_on.getTime() - a.created_on.getTime())
    .map((post) => postNode(post, "post"));

  const setTitles = new Map(sets.map((set) => [set.slug, set.title]));
  const docs = new Map<string, SiteMapNode[]>();
  for (const post of articles
    .filter((post) => post.doc_set && !post.display_as_blog_post)
    .sort((a, b) => (a.doc_set_order ?? 0) - (b.doc_set_order ?? 0))) {
    const list = docs.get(post.doc_set!) ?? [];
    list.push(postNode(post, "doc"));
    docs.set(post.doc_set!, list);
    if (!setTitles.has(post.doc_set!)) setTitles.set(post.doc_set!, post.doc_set_title || post.doc_set!);
  }
  const docSets = [...setTitles]
    .filter(([slug]) => docs.has(slug))
    .map(([slug, title]) => node(title, null, "doc_set", { children: docs.get(slug)! }));
  const otherPosts = articles
    .filter((post) => !post.display_as_blog_post && !post.doc_set)
    .map((post) => postNode(post, "post"));

  const policyNodes = policyRows
    .filter((row) => POLICY_PATHS[row.kind])
    .map((row) => node(row.title, POLICY_PATHS[row.kind]!, "policy"));

  const menuNodes = menus.map((menu) =>
    node(menu.name, menuPath(menu.url), "menu", {
      hidden: !menu.shown,
      children: submenus
        .filter((sub) => sub.menuId === menu.id)
        .map((sub) => node(sub.name, menuPath(sub.url), "menu", { hidden: sub.shown === false })),
    }),
  );

  return {
    organization,
    tree: [
      node("Home", "/", "home"),
      ...group("Pages", pageNodes),
      ...group("Blog", blog, "/blog", "blog"),
      ...group("Documentation", docSets),
      ...group("Other posts", otherPosts),
      ...group("Policies", policyNodes),
      ...group("Menu", menuNodes),
    ],
  };
}
