import type { OrganizationSettings } from "../../../shared/rules/settings.ts";
import { sanitizeInput } from "../../domain/changes/content-fields.ts";
import { METRIC_RICH_TEXT } from "../../domain/metrics/metric-fields.ts";
import type { Db } from "../client.ts";
import {
  domains,
  headingSections,
  menuItems,
  metrics,
  organizations,
  submenuItems,
  templateSectionMetrics,
  templateSections,
} from "../schema/index.ts";
import { crossTenant } from "../tenant-scope.ts";

/** Builders shared by the demo seed and the tests: each inserts rows and returns them. */

export async function createOrganization({
  db,
  name,
  type = "services",
  settings = {},
  hosts = [],
  slug,
}: {
  db: Db;
  name: string;
  type?: string;
  settings?: OrganizationSettings;
  hosts?: string[];
  /** The platform name of the site (reserved for the demo sites). */
  slug?: string;
}) {
  const [organization] = await db.insert(organizations).values({ name, type, settings, slug }).returning();
  if (hosts.length > 0) {
    await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
      .insert(domains)
      .values(hosts.map((host, index) => ({ host, organization_id: organization!.id, is_primary: index === 0 })));
  }
  return organization!;
}

type SubmenuInput = Omit<typeof submenuItems.$inferInsert, "organization_id" | "menu_item_id">;
type MenuInput = Omit<typeof menuItems.$inferInsert, "organization_id"> & { submenu?: SubmenuInput[] };

export async function createMenuItems({
  db,
  organizationId,
  items,
}: {
  db: Db;
  organizationId: number;
  items: MenuInput[];
}) {
  const created = [];
  for (const [index, { submenu = [], ...item }] of items.entries()) {
    const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
      .insert(menuItems)
      .values({ order: index * 10, ...item, organization_id: organizationId })
      .returning();
    if (submenu.length > 0) {
      await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
        .insert(submenuItems)
        .values(
          submenu.map((sub, subIndex) => ({
            order: subIndex * 10,
            ...sub,
            organization_id: organizationId,
            menu_item_id: row!.id,
          })),
        );
    }
    created.push(row!);
  }
  return created;
}

type MetricInput = Omit<typeof metrics.$inferInsert, "organization_id">;
type SectionInput = Omit<typeof templateSections.$inferInsert, "organization_id"> & { metrics?: MetricInput[] };

/** A template section with its metrics, linked in the given order. */
export async function createTemplateSection({
  db,
  organizationId,
  section,
}: {
  db: Db;
  organizationId: number;
  section: SectionInput;
}) {
  const { metrics: metricInputs = [], ...fields } = section;
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(templateSections)
    .values({ ...fields, organization_id: organizationId })
    .returning();
  const created =
    metricInputs.length > 0
      ? await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
          .insert(metrics)
          // Stored as the write path stores them (sanitised rich text), so an editor's unchanged save changes nothing.
          .values(
            metricInputs.map((metric) => ({
              ...sanitizeInput(metric, METRIC_RICH_TEXT),
              organization_id: organizationId,
            })),
          )
          .returning()
      : [];
  if (created.length > 0) {
    await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
      .insert(templateSectionMetrics)
      .values(
        created.map((metric, index) => ({
          organization_id: organizationId,
          section_id: row!.id,
          metric_id: metric.id,
          order: index,
        })),
      );
  }
  return { section: row!, metrics: created };
}

type HeadingInput = Omit<typeof headingSections.$inferInsert, "organization_id">;

export async function createHeadingSection({
  db,
  organizationId,
  heading,
}: {
  db: Db;
  organizationId: number;
  heading: HeadingInput;
}) {
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(headingSections)
    .values({ ...heading, organization_id: organizationId })
    .returning();
  return row!;
}
