import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { History, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useDateTime } from "../../components/use-date-time.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { api, unwrap } from "../../api-client/client.ts";
import { errorMessage } from "../../api-client/api-error.ts";
import { canRestore, refreshEventFor, type RestoreResult, type Revision, type RevisionEntity } from "./history-view.ts";
import { HistoryChanges } from "./history-changes.tsx";
import { changeSummary, isVisibleRevision, previewLines, type Ui } from "./history-format.ts";

export type HistoryPanelProps = {
  /** Which kind of record: "template_section", "heading_section", "metric" or "page_layout". */
  entity: RevisionEntity;
  /** The record's id (a page path such as "/home" for page_layout). */
  entityId: string | number;
  /**
   * Called after a successful restore with the restored record (`result.record`): reload the
   * editor's form from it (and `history.reset(...)` its undo history).
   */
  onRestored?: (result: RestoreResult) => void;
  className?: string;
};

const ACTIONS: Record<string, (o: Ui) => string> = {
  create: (o) => m.editors_created({}, o),
  update: (o) => m.editors_changed({}, o),
  delete: (o) => m.editors_deleted({}, o),
  restore: (o) => m.editors_restored({}, o),
};

/** What a record is called inside "Restore … as of …". */
const ENTITIES: Record<string, (o: Ui) => string> = {
  metric: (o) => m.editors_entityMetric({}, o),
  template_section: (o) => m.editors_entitySection({}, o),
  heading_section: (o) => m.editors_entityHeadingSection({}, o),
  page_layout: (o) => m.editors_entityPageLayout({}, o),
  hero: (o) => m.editors_entityHero({}, o),
  post: (o) => m.editors_entityPost({}, o),
  profile: (o) => m.editors_entityProfile({}, o),
  menu_item: (o) => m.editors_entityMenuItem({}, o),
  submenu_item: (o) => m.editors_entitySubmenuItem({}, o),
  organization_settings: (o) => m.editors_entitySettings({}, o),
  organization_list: (o) => m.editors_entitySettingsList({}, o),
  media: (o) => m.editors_entityImage({}, o),
  translation: (o) => m.editors_entityTranslation({}, o),
};

/**
 * One line of the list of versions, in the person's language; `when` writes the times
 * (`useDateTime()`: their language and zone), the same in the list and in the restore button's name.
 */
export function historyRows(revisions: readonly Revision[], o: Ui, when: (value: string) => string) {
  return revisions.map((revision) => {
    const time = when(revision.created_at);
    const title = revision.title || `#${revision.entity_id}`;
    const entity = ENTITIES[revision.entity]?.(o) ?? revision.entity;
    return {
      id: revision.id,
      time,
      isoTime: revision.created_at,
      person: revision.actor.name,
      action: ACTIONS[revision.action]?.(o) ?? revision.action,
      restoreLabel: m.editors_restoreAsOf({ entity, title, time }, o),
    };
  });
}

export function revisionsQueryKey(entity: RevisionEntity, entityId: string | number) {
  return ["revisions", entity, String(entityId)] as const;
}

/**
 * An editor's History panel: the record's revisions, newest first (who, when, what changed), a
 * preview of the state each one recorded, and Restore (itself a new revision on the server).
 * Needs the overlay's QueryClientProvider.
 */
export function HistoryPanel({ entity, entityId, onRestored, className }: HistoryPanelProps) {
  const o = useUiLanguage();
  const headingId = useId();
  // In the person's language and time zone (decision 080), not UTC.
  const when = useDateTime();
  const queryClient = useQueryClient();
  const key = revisionsQueryKey(entity, entityId);
  const revisions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      unwrap(api.GET("/revisions", { params: { query: { entity, id: String(entityId) } }, signal })) as Promise<
        Revision[]
      >,
    staleTime: 0,
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const restore = useMutation({
    mutationFn: (revisionId: number) =>
      unwrap(api.POST("/revisions/{id}/restore", { params: { path: { id: revisionId } } })) as Promise<RestoreResult>,
    onSuccess: (result) => {
      toast.success(m.editors_versionRestored({}, o));
      setSelectedId(null);
      void queryClient.invalidateQueries({ queryKey: key });
      const event = refreshEventFor(result.entity);
      if (event) window.dispatchEvent(new Event(event));
      onRestored?.(result);
    },
    onError: (error) => toast.error(errorMessage(error, m.editors_restoreFailed({}, o), o)),
  });

  // Changes nobody could see (bookkeeping, markup only) are not listed (decision 043).
  const list = (revisions.data ?? []).filter(isVisibleRevision);
  const rows = historyRows(list, o, when);
  const selectedIndex = Math.max(
    0,
    list.findIndex((revision) => revision.id === selectedId),
  );
  const selected = list[selectedIndex];
  const selectedRow = rows[selectedIndex];

  return (
    <section aria-labelledby={headingId} className={cn("space-y-3", className)} data-slot="history-panel">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <History className="size-4" aria-hidden="true" />
        {m.editor_history({}, o)}
      </h3>
      {revisions.isPending && <p className="text-sm text-gray-600">{m.editors_loadingHistory({}, o)}</p>}
      {revisions.isError && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{errorMessage(revisions.error, m.editors_historyFailed({}, o), o)}</p>
          <Button variant="outline" size="sm" onClick={() => void revisions.refetch()}>
            {m.editor_retry({}, o)}
          </Button>
        </div>
      )}
      {revisions.isSuccess && list.length === 0 && (
        <p className="text-sm text-gray-600">{m.editors_noChanges({}, o)}</p>
      )}
      {selected && selectedRow && (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ol className="max-h-96 space-y-1 overflow-y-auto" aria-label={m.editors_versions({}, o)}>
            {rows.map((row, index) => (
              <li key={row.id}>
                <button
                  type="button"
                  aria-current={index === selectedIndex ? "true" : undefined}
                  onClick={() => setSelectedId(row.id)}
                  className={cn(
                    "w-full rounded-md border px-3 py-2 text-start text-sm outline-none focus-visible:ring-2 focus-visible:ring-sky-600",
                    index === selectedIndex ? "border-sky-600 bg-sky-50" : "border-gray-200 hover:bg-gray-50",
                  )}
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="font-medium text-gray-900">
                      {row.action}
                      {index === 0 && list[0]?.action !== "delete" && (
                        <span className="ms-2 text-xs font-normal text-gray-600">{m.editors_current({}, o)}</span>
                      )}
                    </span>
                    <time dateTime={row.isoTime} className="text-xs text-gray-600">
                      {row.time}
                    </time>
                  </span>
                  <span className="block text-xs text-gray-700">{m.editors_byPerson({ person: row.person }, o)}</span>
                  <span className="mt-1 block truncate text-xs text-gray-600">
                    {changeSummary(list[index]!.action, list[index]!.changes, o)}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="min-w-0 space-y-3 rounded-md border border-gray-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-gray-900">
                {selected.action === "delete" ? m.editors_beforeDeletion({}, o) : m.editors_thisVersion({}, o)}
              </p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={selectedRow.restoreLabel}
                disabled={!canRestore(selected, selectedIndex) || restore.isPending}
                onClick={() => restore.mutate(selected.id)}
              >
                <RotateCcw aria-hidden="true" />
                {restore.isPending ? m.editors_restoring({}, o) : m.editors_restore({}, o)}
              </Button>
            </div>
            <HistoryChanges action={selected.action} changes={selected.changes} />
            {/* Scrollable, so keyboard users must be able to focus it (axe scrollable-region-focusable). */}
            <dl
              tabIndex={0}
              aria-label={m.editors_previewOfVersion({}, o)}
              className="max-h-64 space-y-1 overflow-y-auto text-xs"
            >
              {previewLines(selected.after ?? selected.before, o).map(({ label, value }, index) => (
                <div key={index} className="grid grid-cols-[10rem_minmax(0,1fr)] gap-2">
                  <dt className="truncate font-medium text-gray-700">{label}</dt>
                  <dd className="break-words text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}
