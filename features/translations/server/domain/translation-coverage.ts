import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../../server/db/client.ts";
import {
  banners,
  blogPosts,
  cookieCategories,
  cookieServices,
  faqs,
  features,
  headingSections,
  meetingTypes,
  menuItems,
  metrics,
  organizations,
  policies,
  pricingPlans,
  products,
  profiles,
  submenuItems,
  templateSectionMetrics,
  templateSections,
  translationSources,
  websiteHero,
} from "../../../../server/db/schema/index.ts";
import { scoped, type TenantTable } from "../../../../server/db/tenant-scope.ts";
import { deriveSectionType } from "../../../../server/domain/sections/section-types.ts";
import { resolveSettings } from "../../../../shared/rules/settings.ts";
import { isAssignedTo } from "../../../../shared/rules/people.ts";
import {
  computeCoverage,
  translatableFields,
  translationKey,
  type Coverage,
  type CoverageField,
} from "../../../../shared/i18n/translation-state.ts";

type Row = Record<string, unknown>;

/**
 * Every kind of record with translatable fields (decision 069): its table and the page it is shown
 * on (null: site-wide, like menus, FAQs, banners and cookie texts). Metrics and profiles are placed
 * by the sections that show them.
 */
export const TRANSLATED_TABLES: Record<string, { table: TenantTable; page: (row: Row) => string | null }> = {
  website_hero: { table: websiteHero, page: (row) => String(row.url_page) },
  heading_sections: { table: headingSections, page: (row) => String(row.url_page) },
  template_sections: { table: templateSections, page: (row) => String(row.url_page) },
  metrics: { table: metrics, page: () => null },
  blog_posts: { table: blogPosts, page: (row) => `/${String(row.slug)}` },
  policies: { table: policies, page: (row) => (row.kind === "cookie_policy" ? "/cookie-policy" : "/privacy-policy") },
  menu_items: { table: menuItems, page: () => null },
  submenu_items: { table: submenuItems, page: () => null },
  features: { table: features, page: () => null },
  faqs: { table: faqs, page: () => null },
  banners: { table: banners, page: () => null },
  products: { table: products, page: () => null },
  pricing_plans: { table: pricingPlans, page: () => null },
  cookie_categories: { table: cookieCategories, page: () => null },
  cookie_services: { table: cookieServices, page: () => null },
  meeting_types: { table: meetingTypes, page: () => null },
  // Team members and testimonials: placed by the people sections that show them (below).
  profiles: { table: profiles, page: () => null },
};

const LABEL_KEYS = ["title", "section_title", "name", "display_name", "question", "slug"];

function labelOf(kind: string, row: Row): string {
  // A person is named as visitors see them (never by the account's e-mail address).
  if (kind === "profiles") {
    const name = typeof row.full_name === "string" ? row.full_name.trim() : "";
    return name || String(row.username ?? `#${String(row.id)}`);
  }
  for (const key of LABEL_KEYS) {
    if (typeof row[key] === "string" && row[key].trim() !== "") return row[key].trim();
  }
  const content = row.content as { text?: unknown } | null;
  if (content && typeof content === "object" && typeof content.text === "string") return content.text;
  return `#${String(row.id)}`;
}

/** The translatable fields of the organization's content, with their pages and labels. */
export async function loadCoverageFields(db: Db | Tx, organizationId: number): Promise<CoverageField[]> {
  const tenant = scoped(organizationId);
  const kinds = Object.entries(TRANSLATED_TABLES);
  const [tables, links] = await Promise.all([
    Promise.all(
      kinds.map(([, { table }]) =>
        db
          .select()
          .from(table as PgTable)
          .where(tenant.where(table)),
      ),
    ),
    db
      .select({
        metric_id: templateSectionMetrics.metric_id,
        section_id: templateSectionMetrics.section_id,
        url_page: templateSections.url_page,
      })
      .from(templateSectionMetrics)
      .innerJoin(
        templateSections,
        tenant.where(templateSections, eq(templateSections.id, templateSectionMetrics.section_id)),
      )
      .where(tenant.where(templateSectionMetrics)),
  ]);
  // A metric is shown on the pages of the sections that list it: the first one names it, and its
  // editor is where the metric's texts are edited.
  const metricAt = new Map<string, { page: string; section: number }>();
  for (const link of links)
    if (!metricAt.has(String(link.metric_id)))
      metricAt.set(String(link.metric_id), { page: link.url_page, section: link.section_id });
  const personAt = peopleSections(tables[kinds.findIndex(([kind]) => kind === "template_sections")] as Row[]);
  const fields: CoverageField[] = [];
  kinds.forEach(([kind, { page }], index) => {
    for (const row of tables[index] as Row[]) {
      const label = labelOf(kind, row);
      if (kind === "profiles") {
        fields.push(...profileFields(row, label, personAt));
        continue;
      }
      const shown = kind === "metrics" ? metricAt.get(String(row.id)) : undefined;
      const where = kind === "metrics" ? (shown?.page ?? null) : page(row);
      const section = shown ? { section: shown.section } : {};
      for (const field of translatableFields(kind, row)) fields.push({ ...field, page: where, label, ...section });
    }
  });
  return fields;
}

type PeopleSection = { id: number; page: string };

/** The team and the testimonials sections, in a stable order (page, then place on the page). */
function peopleSections(sections: Row[]): Record<"team" | "customer", PeopleSection[]> {
  const sorted = [...sections].sort(
    (a, b) =>
      String(a.url_page).localeCompare(String(b.url_page)) ||
      Number(a.order) - Number(b.order) ||
      Number(a.id) - Number(b.id),
  );
  const ofType = (type: "team" | "testimonials") =>
    sorted
      .filter((section) => deriveSectionType(section) === type)
      .map((section) => ({ id: Number(section.id), page: String(section.url_page) }));
  return { team: ofType("team"), customer: ofType("testimonials") };
}

/**
 * A person's translated texts, counted where visitors can see them: a team entry while the person
 * is a team member, a customer entry while they are a customer. Each is placed on the first section
 * of its type that shows the person; that section's people manager edits their texts.
 */
function profileFields(
  row: Row,
  label: string,
  sections: Record<"team" | "customer", PeopleSection[]>,
): CoverageField[] {
  const team = row.team as { is_team_member?: boolean; assigned_sections?: number[] } | null;
  const customer = row.customer as { is_customer?: boolean; assigned_sections?: number[] } | null;
  const entries = { team: team?.is_team_member ? team : null, customer: customer?.is_customer ? customer : null };
  return translatableFields("profiles", row).flatMap((field) => {
    const key = field.field.startsWith("team.") ? "team" : "customer";
    const entry = entries[key];
    if (!entry) return [];
    const shown = sections[key].find((section) => isAssignedTo(entry, section.id));
    return [{ ...field, page: shown?.page ?? null, label, ...(shown ? { section: shown.id } : {}) }];
  });
}

/** The stored source hashes of the organization's translations, by `translationKey`. */
export async function loadStoredHashes(db: Db | Tx, organizationId: number): Promise<Map<string, string>> {
  const rows = await db.select().from(translationSources).where(scoped(organizationId).where(translationSources));
  return new Map(
    rows.map((row) => [translationKey(row.record_kind, row.record_id, row.field, row.locale), row.source_hash]),
  );
}

/** The site's languages other than its default one: the languages there is something to translate into. */
export async function translationLocales(db: Db | Tx, organizationId: number) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const site = resolveSettings(row?.settings);
  return { defaultLocale: site.defaultLocale, locales: site.supportedLocales.filter((l) => l !== site.defaultLocale) };
}

export type CoverageQuery = {
  /** One language only (else every language of the site but its default one). */
  locale?: string;
  /** Fields shown on one page only (`/home`, `/about`); `site` for site-wide content. */
  page?: string;
  /** One record only (the editors ask about the record they edit). */
  kind?: string;
  record?: string;
};

export type CoverageAnswer = Coverage & { defaultLocale: string; pages: string[] };

/**
 * Coverage per language and the missing and stale fields (the Translations page, the dashboard,
 * the editors' badges). Figures count every field of the filter; the list names the others.
 */
export async function getTranslationCoverage(
  db: Db | Tx,
  organizationId: number,
  query: CoverageQuery = {},
): Promise<CoverageAnswer> {
  const [{ defaultLocale, locales }, all, stored] = await Promise.all([
    translationLocales(db, organizationId),
    loadCoverageFields(db, organizationId),
    loadStoredHashes(db, organizationId),
  ]);
  const pages = [...new Set(all.map((field) => field.page).filter((page): page is string => page !== null))].sort();
  const fields = all.filter(
    (field) =>
      (query.page === undefined || (query.page === "site" ? field.page === null : field.page === query.page)) &&
      (query.kind === undefined || field.kind === query.kind) &&
      (query.record === undefined || field.id === query.record),
  );
  const wanted = query.locale === undefined ? locales : locales.filter((locale) => locale === query.locale);
  return { defaultLocale, pages, ...computeCoverage(fields, wanted, stored) };
}
