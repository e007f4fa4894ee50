import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { templateSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { attachSectionData } from "./attach-section-data.ts";
import { listTemplateSections } from "./list-template-sections.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * One section of the organization as its page shows it (metrics, and the people of team and
 * testimonials sections), for the editor opened from the section's edit button, which knows only
 * the id. Another organization's id: 404.
 */
export async function getTemplateSection({ db, organizationId, id }: { db: Db; organizationId: number; id: number }) {
  const [row] = await db
    .select({ url_page: templateSections.url_page })
    .from(templateSections)
    .where(scoped(organizationId).where(templateSections, eq(templateSections.id, id)));
  if (!row) throw new AppError("not_found", "Section not found", { code: "not_found" });
  const sections = await listTemplateSections({ db, organizationId, urlPage: row.url_page });
  const [section] = await attachSectionData({
    db,
    organizationId,
    sections: sections.filter((item) => item.id === id),
  });
  if (!section) throw new AppError("not_found", "Section not found", { code: "not_found" });
  return section;
}
