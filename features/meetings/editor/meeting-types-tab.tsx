import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { History, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { TranslationFocus } from "../../../app/editor/editor-requests.ts";
import { Button } from "../../../app/components/ui/button.tsx";
import { ConfirmDialog } from "../../../app/components/ui/confirm-dialog.tsx";
import { toast } from "../../../app/components/ui/toaster.tsx";
import { api, unwrap } from "../../../app/api-client/client.ts";
import { errorMessage } from "../../../app/api-client/api-error.ts";
import { HistoryPanel } from "../../../app/editor/shared/history-panel.tsx";
import { MeetingTypeEditor } from "./meeting-type-editor.tsx";
import { blankMeetingType, weeklySummary, type MeetingTypeRecord } from "./meeting-type-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import { useTimeZone } from "../../../app/components/use-date-time.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

const TYPES_KEY = ["meeting-types"] as const;

type Ui = { locale: UiLocale };

/** "Intro call · 30 min · enabled" in the person's language. */
function rowTitle(type: MeetingTypeRecord, ui: Ui): string {
  const inputs = { name: type.name, minutes: new Intl.NumberFormat(ui.locale).format(type.duration_minutes) };
  return type.is_enabled ? m.fields_postMeetingRowEnabled(inputs, ui) : m.fields_postMeetingRowDisabled(inputs, ui);
}

/** "Europe/Berlin · Mon 09:00–17:00 · 1 host(s)[ · admits automatically]" in the person's language. */
function rowDetails(type: MeetingTypeRecord, ui: Ui): string {
  const inputs = {
    zone: type.time_zone,
    weekly: weeklySummary(type.weekly_hours, ui.locale),
    count: new Intl.NumberFormat(ui.locale).format(type.host_user_ids.length),
  };
  return type.admit_automatically
    ? m.fields_postMeetingRowDetailsAdmits(inputs, ui)
    : m.fields_postMeetingRowDetails(inputs, ui);
}

/** Which type is open: a new one, or a saved one. */
type Editing = { mode: "create" } | { mode: "edit"; record: MeetingTypeRecord };

/**
 * The Meeting Types tab (editing-tools §2.8, decision 036): the organization's meeting types,
 * each created, edited and deleted through `/api/meeting-types` (the write path: versions, History,
 * audit). Saving here saves the type at once; the dialog's Save is for the other tabs. Each type is
 * its own record on the record-editor layer (meeting-type-editor.tsx): a stale save merges.
 */
export function MeetingTypesTab({
  locales,
  focus = null,
}: {
  locales: string[];
  /** A type's translation to open first (a link of the Translations page): that type's editor opens. */
  focus?: TranslationFocus | null;
}) {
  const queryClient = useQueryClient();
  const ui = useUiLanguage();
  // A first type's zone: the person's (decision 080), else the browser's.
  const ownZone = useTimeZone();
  const types = useQuery({
    queryKey: TYPES_KEY,
    queryFn: ({ signal }) => unwrap(api.GET("/meeting-types", { signal })),
    staleTime: 0,
  });
  const members = useQuery({
    queryKey: ["meeting-members"],
    queryFn: ({ signal }) => unwrap(api.GET("/admin/meetings/members", { signal })),
    staleTime: 60_000,
  });
  const [chosen, setEditing] = useState<Editing | null>(null);
  // The linked type is open once the list has loaded, until its editor closes.
  const [linked, setLinked] = useState(focus?.record !== undefined ? focus : null);
  const linkedRecord = linked ? types.data?.find((type) => type.id === linked.record) : undefined;
  const editing: Editing | null = chosen ?? (linkedRecord ? { mode: "edit", record: linkedRecord } : null);
  const [deleting, setDeleting] = useState<MeetingTypeRecord | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const saved = (record: MeetingTypeRecord) => {
    queryClient.setQueryData<MeetingTypeRecord[]>(TYPES_KEY, (list) =>
      list?.some((item) => item.id === record.id)
        ? list.map((item) => (item.id === record.id ? record : item))
        : [...(list ?? []), record],
    );
    void queryClient.invalidateQueries({ queryKey: TYPES_KEY });
    void queryClient.invalidateQueries({ queryKey: ["revisions", "meeting_type", String(record.id)] });
  };

  const remove = useMutation({
    mutationFn: (record: MeetingTypeRecord) =>
      unwrap(
        api.DELETE("/meeting-types/{id}", {
          params: { path: { id: record.id }, query: { updated_at: record.updated_at } },
        }),
      ),
    onSuccess: () => {
      toast.success(m.fields_postMeetingDeleted({}, ui));
      void queryClient.invalidateQueries({ queryKey: TYPES_KEY });
    },
    onError: (failure) => toast.error(errorMessage(failure, m.fields_postMeetingDeleteFailed({}, ui), ui)),
  });

  if (types.isPending) return <p className="text-sm text-gray-600">{m.fields_postMeetingLoadingTypes({}, ui)}</p>;
  if (types.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(types.error, m.fields_postMeetingLoadFailed({}, ui), ui)}
      </p>
    );

  const list = types.data;
  const zone = list[0]?.time_zone ?? ownZone;
  const admins = (members.data ?? []).filter((member) => member.role === "admin").map((member) => member.id);
  const open = (next: Editing | null) => setEditing(next);
  const editor = (record: MeetingTypeRecord | null) => (
    <MeetingTypeEditor
      key={record ? record.id : "new"}
      record={record}
      initial={blankMeetingType(zone, admins.slice(0, 1))}
      members={members.data ?? []}
      locales={locales}
      focus={record && linked?.record === record.id ? linked : null}
      onSaved={saved}
      onClose={() => {
        setLinked(null);
        open(null);
      }}
    />
  );

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-gray-900">
          {m.fields_postMeetingTypes({}, ui)}{" "}
          <span className="font-normal text-gray-600">
            {m.fields_postMeetingCount({ count: new Intl.NumberFormat(ui.locale).format(list.length) }, ui)}
          </span>
        </h4>
        <Button size="sm" variant="outline" onClick={() => open({ mode: "create" })} disabled={editing !== null}>
          <Plus aria-hidden="true" className="size-4" /> {m.fields_postMeetingAdd({}, ui)}
        </Button>
      </div>
      {editing?.mode === "create" && editor(null)}
      {list.length === 0 && editing === null ? (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-600">
          {m.fields_postMeetingNone({}, ui)}
        </p>
      ) : (
        <ul className="space-y-2">
          {list.map((type) => (
            <li
              key={type.id}
              className="space-y-2 rounded-lg border border-gray-200 p-3 text-sm"
              data-meeting-type={type.name}
            >
              <div className="flex flex-wrap items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{rowTitle(type, ui)}</p>
                  <p className="text-gray-600">{rowDetails(type, ui)}</p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={m.fields_postMeetingEditNamed({ name: type.name }, ui)}
                  disabled={editing !== null}
                  onClick={() => open({ mode: "edit", record: type })}
                >
                  <Pencil aria-hidden="true" className="size-4" /> {m.fields_postMeetingEdit({}, ui)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={m.fields_postMeetingHistoryOf({ name: type.name }, ui)}
                  aria-pressed={historyOf === type.id}
                  onClick={() => setHistoryOf((shown) => (shown === type.id ? null : type.id))}
                >
                  <History aria-hidden="true" className="size-4" /> {m.fields_postMeetingHistory({}, ui)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={m.fields_postMeetingDeleteNamed({ name: type.name }, ui)}
                  disabled={editing !== null}
                  onClick={() => setDeleting(type)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                </Button>
              </div>
              {editing?.mode === "edit" && editing.record.id === type.id && editor(editing.record)}
              {historyOf === type.id && (
                <HistoryPanel
                  entity="meeting_type"
                  entityId={type.id}
                  className="rounded-md border border-gray-200 bg-gray-50 p-3"
                  onRestored={() => void queryClient.invalidateQueries({ queryKey: TYPES_KEY })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={m.fields_postMeetingDeleteTitle({}, ui)}
        text={m.fields_postMeetingDeleteText({ name: deleting?.name ?? "" }, ui)}
        confirmLabel={m.fields_postMeetingDelete({}, ui)}
        busyLabel={m.fields_postMeetingDeleting({}, ui)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
