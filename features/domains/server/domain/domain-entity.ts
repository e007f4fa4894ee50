import { eq } from "drizzle-orm";
import { domains } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { positiveId, toSnapshot, type EntityKind } from "../../../../server/domain/changes/entity-kind.ts";
import { AppError } from "../../../../server/errors.ts";

/**
 * A site's domain as the change function loads it (decision 066). Its changes purge the whole
 * organization (no tag: the tenant resolver and every cached page, since hosts and the primary
 * change absolute URLs). A domain is never restored from History: a restored "active" would skip
 * the DNS proof, so it is added and verified again.
 */
export const domainEntity: EntityKind = {
  name: "domain",
  label: "Domain",
  async load(tx, organizationId, id, { lock }) {
    const domainId = positiveId(id);
    if (domainId === null) return null;
    const query = tx
      .select()
      .from(domains)
      .where(scoped(organizationId).where(domains, eq(domains.id, domainId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore() {
    throw new AppError("conflict", "A domain is not restored from History: add it again and verify it.", {
      code: "not_restorable",
    });
  },
};
