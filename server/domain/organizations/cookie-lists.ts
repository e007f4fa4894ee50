import { isEssentialCategoryName } from "../../../shared/rules/cookie-consent.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../changes/entities.ts";
import { AppError } from "../../errors.ts";
import { loadList, type ListItem } from "./organization-lists.ts";

/**
 * Rules of the two cookie lists of Global Settings beyond each item's fields (spec public-site §3, §4):
 * Reject all keeps only the services of the category named `essential`, so that category cannot be
 * renamed or deleted here, and there is only ever one; a service is filed under a category of the
 * same organization that this save keeps.
 */

const ESSENTIAL_REASON = "Reject all keeps only the services of the essential category";

/** The essential category stays, named as it is, and no second category is named essential. */
export async function checkCookieCategories(db: Db | Tx, organizationId: number, items: ListItem[]) {
  const existing = await loadList(db, organizationId, "cookie_categories");
  const sent = new Map(items.flatMap((item, index) => (item.id === undefined ? [] : [[item.id, { item, index }]])));
  for (const row of existing) {
    const name = String(row.name);
    if (!isEssentialCategoryName(name)) continue;
    const kept = sent.get(row.id as number);
    if (!kept) {
      throw new AppError(
        "bad_request",
        `cookie_categories: the essential category "${name}" cannot be deleted (${ESSENTIAL_REASON})`,
        { field: "cookie_categories" },
      );
    }
    if (kept.item.name !== undefined && kept.item.name !== name) {
      throw new AppError(
        "bad_request",
        `cookie_categories.${kept.index}.name: the essential category cannot be renamed (${ESSENTIAL_REASON})`,
        { field: `cookie_categories.${kept.index}.name` },
      );
    }
  }
  const stored = new Map(existing.map((row) => [row.id as number, String(row.name)]));
  let essential = false;
  items.forEach((item, index) => {
    const name = typeof item.name === "string" ? item.name : (stored.get(item.id ?? 0) ?? "");
    if (!isEssentialCategoryName(name)) return;
    if (essential) {
      throw new AppError("bad_request", `cookie_categories.${index}.name: only one category may be named essential`, {
        field: `cookie_categories.${index}.name`,
      });
    }
    essential = true;
  });
}

/**
 * Each service names a category of this organization (another's id: 404, as for any foreign id) that
 * this save keeps: a category created in the same save has no id yet, so it is saved first.
 */
export async function checkCookieServices(
  db: Db,
  organizationId: number,
  items: ListItem[],
  categories: ListItem[] | undefined,
) {
  const existing = new Set((await loadList(db, organizationId, "cookie_categories")).map((row) => row.id as number));
  const kept = categories ? new Set(categories.map((item) => item.id).filter((id) => id !== undefined)) : existing;
  items.forEach((item, index) => {
    const categoryId = item.category_id as number | undefined;
    if (categoryId === undefined) return;
    const field = `cookie_services.${index}.category_id`;
    if (!existing.has(categoryId)) {
      throw new AppError("not_found", `${field}: no such cookie category in this organization`, {
        code: "not_found",
        field,
      });
    }
    if (!kept.has(categoryId)) {
      throw new AppError(
        "bad_request",
        `${field}: the category is deleted in this save; move or delete the service too`,
        {
          field,
        },
      );
    }
  });
}
