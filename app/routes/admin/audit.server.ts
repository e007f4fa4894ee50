import type { RouterContextProvider } from "react-router";
import { listRevisionActors, listRevisions } from "../../../server/domain/revisions/list-revisions.ts";
import { restoreRevision } from "../../../server/domain/revisions/restore-revision.ts";
import type { EntityName } from "../../../server/domain/changes/entities.ts";
import { isAppError } from "../../../server/errors.ts";
import { filterRange, parseAuditFilter, type AuditRevision } from "../../components/admin/audit-view.ts";
import { requestContext } from "../../../server/load-context.ts";
import { requirePermission } from "../../view-models/auth.server.ts";

/** The organization's change log for the audit page, filtered by the page's query string. */
export async function loadAuditLog(request: Request, context: Readonly<RouterContextProvider>) {
  await requirePermission(request, context, "content.read_drafts");
  const { db, tenant } = context.get(requestContext);
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const [revisions, people] = await Promise.all([
    listRevisions({
      db,
      organizationId: tenant.id,
      filter: {
        entity: filter.entity as EntityName | undefined,
        actorId: filter.actor,
        ...filterRange(filter),
      },
      limit: 200,
    }),
    listRevisionActors({ db, organizationId: tenant.id }),
  ]);
  const items: AuditRevision[] = revisions.map(({ before: _b, after: _a, request_id: _r, ...revision }) => revision);
  return { filter, people, items };
}

/** Restores a revision through the change function (itself a new revision), as the signed-in admin. */
export async function restoreFromAuditLog(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: boolean; message: string | null }> {
  const viewer = await requirePermission(request, context, "content.write");
  const { services, tenant, requestId, logger } = context.get(requestContext);
  const form = await request.formData();
  const revisionId = Number(form.get("revision"));
  if (!Number.isInteger(revisionId) || revisionId < 1) return { ok: false, message: null };
  try {
    await restoreRevision({
      ctx: {
        db: services.db,
        organizationId: tenant.id,
        actor: { id: viewer.id, name: viewer.name },
        requestId,
        dispatcher: services.dispatcher,
        logger,
      },
      revisionId,
    });
    // The page says it in the person's language; only a refusal's own reason comes from here.
    return { ok: true, message: null };
  } catch (error) {
    if (isAppError(error) && error.code !== "unavailable") return { ok: false, message: error.message };
    throw error;
  }
}
