import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../../../app/api-client/api-error.ts";
import { deleteCannedReply, getCannedReplies, inboxKeys, saveCannedReply, type CannedReply } from "./inbox-api.ts";
import { Button } from "../../../../app/components/ui/button.tsx";
import { ConfirmDialog } from "../../../../app/components/ui/confirm-dialog.tsx";
import { Input } from "../../../../app/components/ui/input.tsx";
import { Field } from "../../../../app/components/ui/label.tsx";
import { Textarea } from "../../../../app/components/ui/textarea.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";

/**
 * The organization's canned replies: create, edit, delete. Saved through /api/canned-replies (the
 * change function: a version per reply, each save in History and the audit log), so a colleague's
 * save in the meantime is a conflict to reload, never a silent overwrite.
 */
export function CannedReplies() {
  const { data, isPending } = useQuery({ queryKey: inboxKeys.canned, queryFn: getCannedReplies });
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const queryClient = useQueryClient();
  const ui = useUiLanguage();
  const done = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.canned });
  };
  return (
    <section aria-labelledby="canned-title" className="mt-8 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="canned-title" className="text-lg font-semibold text-gray-900">
          {m.admin_cannedTitle({}, ui)}
        </h2>
        {editing !== "new" && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
            {m.admin_newCanned({}, ui)}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-600">{m.admin_cannedIntro({}, ui)}</p>
      {editing === "new" && <CannedReplyForm reply={null} onDone={done} onCancel={() => setEditing(null)} />}
      {isPending ? (
        <p className="mt-3 text-sm text-gray-600">{m.admin_loading({}, ui)}</p>
      ) : data && data.length > 0 ? (
        <ul aria-label={m.admin_cannedTitle({}, ui)} className="mt-3 divide-y divide-gray-100">
          {data.map((reply) => (
            <li key={reply.id} className="py-3">
              {editing === reply.id ? (
                <CannedReplyForm reply={reply} onDone={done} onCancel={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900">{reply.title}</p>
                    <p className="line-clamp-2 text-sm whitespace-pre-wrap text-gray-700">{reply.body}</p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setEditing(reply.id)}>
                    {m.admin_edit({}, ui)} <span className="sr-only">{reply.title}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        editing !== "new" && <p className="mt-3 text-sm text-gray-600">{m.admin_noCannedYet({}, ui)}</p>
      )}
    </section>
  );
}

function CannedReplyForm({
  reply,
  onDone,
  onCancel,
}: {
  reply: CannedReply | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ui = useUiLanguage();
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stale = m.admin_cannedStale({}, ui);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveCannedReply(reply ? { id: reply.id, title, body, updated_at: reply.updated_at } : { title, body });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, m.admin_cannedSaveFailed({}, ui), ui));
      if ((failure as { status?: number }).status === 409) setError(stale);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!reply) return;
    try {
      await deleteCannedReply(reply);
      onDone();
    } catch (failure) {
      setError(
        (failure as { status?: number }).status === 409
          ? stale
          : errorMessage(failure, m.admin_cannedDeleteFailed({}, ui), ui),
      );
    }
  }

  return (
    <form
      onSubmit={save}
      aria-label={reply ? m.admin_editNamed({ name: reply.title }, ui) : m.admin_newCanned({}, ui)}
      className="mt-3 space-y-3 rounded-lg border border-gray-200 p-3"
    >
      <Field id={`${id}-title`} label={m.admin_title({}, ui)} required>
        <Input id={`${id}-title`} value={title} maxLength={80} required onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={`${id}-body`} label={m.admin_text({}, ui)} required>
        <Textarea
          id={`${id}-body`}
          value={body}
          maxLength={5000}
          rows={3}
          required
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {reply && (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {m.admin_delete({}, ui)}
          </Button>
        )}
        <Button variant="outline" onClick={onCancel}>
          {m.admin_cancel({}, ui)}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? m.admin_saving({}, ui) : m.admin_save({}, ui)}
        </Button>
      </div>
      {reply && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={m.admin_deleteNamed({ name: reply.title }, ui)}
          text={m.admin_restorableFromAudit({}, ui)}
          confirmLabel={m.admin_delete({}, ui)}
          onConfirm={remove}
        />
      )}
    </form>
  );
}
