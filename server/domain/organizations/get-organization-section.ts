import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts, cookieConsents, organizations } from "../../db/schema/index.ts";
import { footerStyleObjectSchema, headerStyleSchema, resolveSettings } from "../../../shared/rules/settings.ts";
import { AppError } from "../../errors.ts";
import { listMenuItems } from "../navigation/list-menu-items.ts";
import { listVersion, loadList, type ListName } from "./organization-lists.ts";
import { loadWebsiteHero } from "./website-hero.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The tabs of Global Settings that reload on their own (spec §7 GET …/sections/{sectionName}). */
export const SECTION_NAMES = [
  "general",
  "hero",
  "products",
  "features",
  "faqs",
  "banners",
  "menu",
  "blog",
  "cookies",
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Each list with its version (decision 031): a list sent back whole must carry it. */
async function lists<L extends ListName>(db: Db, organizationId: number, names: L[]) {
  const loaded = await Promise.all(names.map((name) => loadList(db, organizationId, name)));
  const data = Object.fromEntries(names.map((name, index) => [name, loaded[index]!])) as Record<
    L,
    Awaited<ReturnType<typeof loadList>>
  >;
  const list_versions = Object.fromEntries(
    names.map((name, index) => [name, listVersion(loaded[index] as { id: unknown; updated_at: unknown }[])]),
  ) as Record<string, string>;
  return { ...data, list_versions };
}

/** Latest consent records shown to an admin: proof of choices, not an export. */
const CONSENT_RECORDS_SHOWN = 100;

type Args = { db: Db; organizationId: number };

async function general({ db, organizationId }: Args) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      settings: organizations.settings,
      updated_at: organizations.updated_at,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new AppError("not_found", "Organization not found", { code: "not_found" });
  const resolved = resolveSettings(row.settings);
  const stored = row.settings ?? {};
  const footerStored = stored.footer_style;
  return {
    organization: { id: row.id, name: row.name, type: row.type, updated_at: row.updated_at.toISOString() },
    settings: {
      ...stored,
      name: row.name,
      type: row.type,
      font_family: resolved.fontFamily,
      supported_locales: stored.supported_locales ?? resolved.supportedLocales,
      language: stored.language ?? resolved.defaultLocale,
      // With every default of spec §3 filled in, so that the header and footer editors start from what visitors see.
      header_style: headerStyleSchema.parse(stored.header_style ?? {}),
      footer_style: footerStyleObjectSchema.parse(
        typeof footerStored === "string" ? { type: footerStored } : (footerStored ?? {}),
      ),
    },
  };
}

async function cookies({ db, organizationId }: Args) {
  // The two lists as Global Settings edits and saves them (organization-lists.ts), with the latest consents.
  const [cookieLists, consents] = await Promise.all([
    lists(db, organizationId, ["cookie_categories", "cookie_services"]),
    db
      .select()
      .from(cookieConsents)
      .where(scoped(organizationId).where(cookieConsents))
      .orderBy(desc(cookieConsents.id))
      .limit(CONSENT_RECORDS_SHOWN),
  ]);
  return { ...cookieLists, cookie_consent_records: consents };
}

async function blog({ db, organizationId }: Args) {
  // Bodies stay out: the settings list edits titles, slugs, order and visibility, the post editor the rest.
  const rows = await db
    .select({
      id: blogPosts.id,
      organization_id: blogPosts.organization_id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      type: blogPosts.type,
      subsection: blogPosts.subsection,
      order: blogPosts.order,
      display_this_post: blogPosts.display_this_post,
      display_as_blog_post: blogPosts.display_as_blog_post,
      is_displayed_first_page: blogPosts.is_displayed_first_page,
      is_help_center: blogPosts.is_help_center,
      created_on: blogPosts.created_on,
      updated_at: blogPosts.updated_at,
    })
    .from(blogPosts)
    .where(scoped(organizationId).where(blogPosts))
    .orderBy(asc(blogPosts.order), asc(blogPosts.id));
  return {
    blog_posts: rows,
    list_versions: { blog_posts: listVersion(rows) } as Record<string, string>,
  };
}

const LOADERS = {
  general,
  hero: async ({ db, organizationId }: Args) => ({ website_hero: await loadWebsiteHero(db, organizationId) }),
  products: ({ db, organizationId }: Args) => lists(db, organizationId, ["products", "pricing_plans"]),
  features: ({ db, organizationId }: Args) => lists(db, organizationId, ["features"]),
  faqs: ({ db, organizationId }: Args) => lists(db, organizationId, ["faqs"]),
  banners: ({ db, organizationId }: Args) => lists(db, organizationId, ["banners"]),
  menu: async ({ db, organizationId }: Args) => {
    const [menuItems, submenus] = await Promise.all([
      listMenuItems({ db, organizationId }),
      lists(db, organizationId, ["submenu_items"]),
    ]);
    return {
      menu_items: menuItems,
      ...submenus,
      list_versions: { ...submenus.list_versions, menu_items: listVersion(menuItems) },
    };
  },
  blog,
  cookies,
} satisfies Record<SectionName, (args: Args) => Promise<Record<string, unknown>>>;

/** One tab's data of the host's organization. */
export async function getOrganizationSection<S extends SectionName>({
  db,
  organizationId,
  section,
}: Args & { section: S }): Promise<Awaited<ReturnType<(typeof LOADERS)[S]>>> {
  return (await LOADERS[section]({ db, organizationId })) as Awaited<ReturnType<(typeof LOADERS)[S]>>;
}

/** Everything Global Settings edits (spec §7 GET /api/organizations/{id}), of the host's organization. */
export async function getOrganization({ db, organizationId }: Args) {
  const parts: Record<string, unknown>[] = await Promise.all(
    SECTION_NAMES.map((section) => LOADERS[section]({ db, organizationId })),
  );
  const list_versions = Object.assign({}, ...parts.map((part) => part.list_versions ?? {})) as Record<string, string>;
  return Object.assign({}, ...parts, { list_versions }) as Awaited<ReturnType<typeof general>> &
    Awaited<ReturnType<(typeof LOADERS)["hero"]>> &
    Awaited<ReturnType<(typeof LOADERS)["products"]>> &
    Awaited<ReturnType<(typeof LOADERS)["features"]>> &
    Awaited<ReturnType<(typeof LOADERS)["faqs"]>> &
    Awaited<ReturnType<(typeof LOADERS)["banners"]>> &
    Awaited<ReturnType<(typeof LOADERS)["menu"]>> &
    Awaited<ReturnType<typeof blog>> &
    Awaited<ReturnType<typeof cookies>>;
}
