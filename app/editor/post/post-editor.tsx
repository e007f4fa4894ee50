import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { History, Lightbulb, Settings2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EditorDialog, MOBILE_QUERY } from "../../components/ui/editor-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Field, fieldDescribedBy } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { useUndoHistory } from "../../components/ui/use-undo-history.ts";
import { SAVE_FAILED_MESSAGE, TITLE_REQUIRED_MESSAGE } from "../../../shared/post-rules.ts";
import type { EditorProps } from "../editor-requests.ts";
import { ApiError, apiFetch, errorMessage } from "../shared/api-fetch.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { AdvancedSettings } from "./advanced-settings.tsx";
import {
  AUTO_SAVE_CHECK_MS,
  autoSaveDue,
  canSave,
  CLOSE_QUESTION,
  draftKey,
  emptyPostForm,
  formFromPost,
  otherEditorWarning,
  postBodyFrom,
  readDraft,
  withTitle,
  writeDraft,
  type DocumentSet,
  type PostFormState,
  type WirePost,
} from "./post-form.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import { UndoRedoButtons } from "../shared/history-actions.tsx";

// The History panel reads through TanStack Query; the editor brings its own client so that it
// works whatever the overlay provides (stale time 5 min, no refetch on focus: ARCHITECTURE).
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The post editor (spec editing-tools §2.1, §4, §5; issue 12 item 1): create or edit a post in a
 * draggable, resizable, fullscreen dialog, with Advanced Settings, a local draft and scheduling.
 */
export default function PostEditor(props: EditorProps<"post">) {
  return (
    <QueryClientProvider client={queryClient}>
      <PostEditorDialog {...props} />
    </QueryClientProvider>
  );
}

type Loaded = { post: WirePost | null; viewerId: string | null; sets: DocumentSet[] };

function PostEditorDialog({ request, onClose }: EditorProps<"post">) {
  const mode = request.mode;
  const originalSlug = request.mode === "edit" ? request.slug : null;
  // A new post's draft is kept per post type: "New landing page" must not reopen a blog post draft.
  const key = draftKey(
    typeof window === "undefined" ? "" : window.location.host,
    originalSlug,
    request.mode === "create" ? (request.postType ?? "default") : undefined,
  );
  const history = useUndoHistory<PostFormState>(
    emptyPostForm(request.mode === "create" ? (request.postType ?? "default") : "default"),
  );
  const state = history.state;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [view, setView] = useState<"editor" | "advanced">("editor");
  const [codeView, setCodeView] = useState(request.mode === "create" && request.postType === "landing");
  const [fullscreen, setFullscreen] = useState(
    () => typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches,
  );
  const [showHistory, setShowHistory] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [contentElement, setContentElement] = useState<HTMLElement | null>(null);
  const lastDraftAt = useRef(0);
  const ids = { title: useId(), description: useId(), subsection: useId(), content: useId() };

  const baseVersion = loaded?.post?.updated_at ?? null;
  const isLanding = state.postType === "landing";

  const saveDraft = useCallback(
    (draft: PostFormState) => {
      if (writeDraft(window.localStorage, key, { state: draft, savedAt: Date.now(), baseVersion })) {
        lastDraftAt.current = Date.now();
      }
    },
    [key, baseVersion],
  );

  // Load the post (edit), who is signed in (for the another-editor warning) and the document sets.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      originalSlug ? apiFetch<WirePost>(`/api/posts/${originalSlug}`, { signal }) : Promise.resolve(null),
      apiFetch<{ user: { id: string } | null }>("/api/me", { signal }).catch(() => ({ user: null })),
      apiFetch<DocumentSet[]>("/api/document-sets", { signal }).catch(() => []),
    ])
      .then(([post, me, sets]) => {
        const start = post ? formFromPost(post) : history.state;
        history.reset(start);
        if (post?.display_config.type === "landing") setCodeView(true);
        // A draft kept locally (closed with unsaved changes, or a reload) comes back as unsaved work.
        const draft = readDraft(window.localStorage, key);
        if (draft && (!post || draft.baseVersion === post.updated_at)) {
          history.set(draft.state);
          if (draft.state.postType === "landing") setCodeView(true);
          setRestoredDraft(true);
        }
        setLoaded({ post, viewerId: me.user?.id ?? null, sets });
        if (post) setWarning(otherEditorWarning(post.last_change, me.user?.id ?? null, Date.now()));
      })
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === "AbortError") return;
        setLoadError(errorMessage(failure, "Failed to load the post. Please try again."));
      });
    return () => controller.abort();
    // Loaded once per opening; the history's functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [originalSlug, key]);

  // Every edit is kept in the local draft at once…
  useEffect(() => {
    if (loaded && history.dirty) saveDraft(state);
  }, [state, loaded, history.dirty, saveDraft]);

  // …and the draft is refreshed every 2 minutes, checked every 30 s (spec §4, §9).
  const latest = useRef({ state, dirty: history.dirty });
  useEffect(() => {
    latest.current = { state, dirty: history.dirty };
  }, [state, history.dirty]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (autoSaveDue(lastDraftAt.current, Date.now(), latest.current.dirty)) saveDraft(latest.current.state);
    }, AUTO_SAVE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [saveDraft]);

  const update = useCallback(
    (patch: Partial<PostFormState>, group?: string) => {
      history.set((current) => ({ ...current, ...patch }), group ? { group } : undefined);
      if ("slug" in patch) setSlugError(null);
    },
    [history],
  );

  function requestClose() {
    if (saving) return;
    if (history.dirty) setConfirmClose(true);
    else onClose();
  }

  async function save() {
    if (!state.title.trim()) {
      setError(TITLE_REQUIRED_MESSAGE);
      return;
    }
    if (!canSave(state, saving)) return;
    setSaving(true);
    setError(null);
    setSlugError(null);
    try {
      const body = postBodyFrom(state);
      const post =
        mode === "create"
          ? await apiFetch<WirePost>("/api/posts", { method: "POST", body })
          : await apiFetch<WirePost>(`/api/posts/${originalSlug}`, {
              method: "PATCH",
              body: { ...body, updated_at: baseVersion ?? undefined },
            });
      window.localStorage.removeItem(key);
      toast.success(mode === "create" ? "Post published" : "Post updated");
      onClose();
      const here = window.location.pathname;
      const target =
        request.returnPath ??
        (mode === "create" || (originalSlug !== post.slug && here === `/${originalSlug}`) ? `/${post.slug}` : here);
      window.location.assign(target);
    } catch (failure) {
      const message = errorMessage(failure, SAVE_FAILED_MESSAGE);
      if (failure instanceof ApiError && failure.field === "slug") {
        setSlugError(message);
        setView("advanced");
      }
      setError(message);
      setSaving(false);
    }
  }

  const showToc = fullscreen && view === "editor" && !isLanding;

  return (
    <>
      <EditorDialog
        title="Post"
        badge={mode === "create" ? "New" : "Edit"}
        subtitle={mode === "create" ? "Create a new blog post" : "Update your blog post content"}
        onRequestClose={requestClose}
        fullscreenOnMobile
        onFullscreenChange={setFullscreen}
        onKeyDown={history.onKeyDown}
        className="h-[min(52rem,calc(100dvh-2rem))] w-[min(64rem,calc(100vw-2rem))]"
        bodyClassName={cn(showToc && "flex gap-0 p-0")}
        headerActions={
          <>
            <UndoRedoButtons history={history} />
            {mode === "edit" && loaded?.post && (
              <Button variant="ghost" size="sm" aria-pressed={showHistory} onClick={() => setShowHistory(!showHistory)}>
                <History aria-hidden="true" />
                History
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setView(view === "editor" ? "advanced" : "editor")}>
              <Settings2 aria-hidden="true" />
              {view === "editor" ? "More" : "Back"}
            </Button>
          </>
        }
        footer={
          <>
            <p className="mr-auto text-sm text-gray-600" aria-live="polite" data-slot="draft-status">
              {history.dirty ? "Draft saved locally" : "All changes saved"}
            </p>
            <Button variant="outline" onClick={() => (view === "advanced" ? setView("editor") : requestClose())}>
              {view === "advanced" ? "Back to Editor" : "Cancel"}
            </Button>
            <Button onClick={() => void save()} disabled={!loaded || !canSave(state, saving)}>
              {saving ? "Saving..." : mode === "create" ? "Publish" : "Update"}
            </Button>
          </>
        }
      >
        {showToc && (
          <div className="sticky top-0 h-full shrink-0 self-start overflow-y-auto">
            <TableOfContents html={state.content} contentElement={contentElement} />
          </div>
        )}
        <div className={cn("min-w-0 flex-1 space-y-4", showToc && "p-4")}>
          {loadError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {loadError}
            </p>
          )}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          {warning && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {warning}
            </p>
          )}
          {restoredDraft && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
            >
              <span className="mr-auto">Restored your unsaved draft from this browser.</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  window.localStorage.removeItem(key);
                  history.reset(loaded?.post ? formFromPost(loaded.post) : emptyPostForm());
                  setRestoredDraft(false);
                }}
              >
                Discard draft
              </Button>
            </div>
          )}
          {mode === "create" && view === "editor" && (
            <p className="flex items-start gap-2 rounded-md bg-gray-50 p-3 text-sm text-gray-700">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span>
                <strong>Quick tip:</strong> your changes are auto-saved as a local draft every 2 minutes, so closing
                this window never loses them.
              </span>
            </p>
          )}
          {showHistory && loaded?.post && (
            <HistoryPanel
              entity="post"
              entityId={loaded.post.id}
              className="rounded-lg border border-gray-200"
              onRestored={(result) => {
                if (!result.record) return;
                // The restored record is the post as saved now: start over from it.
                void apiFetch<WirePost>(`/api/posts/${String(result.record.slug ?? originalSlug)}`).then((post) => {
                  setLoaded((current) => (current ? { ...current, post } : current));
                  history.reset(formFromPost(post));
                  window.localStorage.removeItem(key);
                });
              }}
            />
          )}
          {!loaded && !loadError ? (
            <p className="text-sm text-gray-600">Loading…</p>
          ) : view === "advanced" ? (
            <>
              {isLanding && <TitleField id={ids.title} state={state} mode={mode} update={update} history={history} />}
              <AdvancedSettings
                state={state}
                mode={mode}
                documentSets={loaded?.sets ?? []}
                update={update}
                slugError={slugError}
              />
            </>
          ) : (
            <>
              <Field id={ids.subsection} label="Subsection">
                <Input
                  id={ids.subsection}
                  value={state.subsection}
                  placeholder="e.g. Product news"
                  onChange={(event) => update({ subsection: event.target.value }, "subsection")}
                />
              </Field>
              {isLanding ? (
                <p className="text-sm text-gray-600">
                  A landing post is its HTML alone: edit the code below; its title is under More.
                </p>
              ) : (
                <>
                  <TitleField id={ids.title} state={state} mode={mode} update={update} history={history} />
                  <Field id={ids.description} label="Description">
                    <Textarea
                      id={ids.description}
                      rows={3}
                      value={state.description}
                      onChange={(event) => update({ description: event.target.value }, "description")}
                    />
                  </Field>
                </>
              )}
              <div className="space-y-1.5">
                <p id={ids.content} className="text-sm font-medium text-gray-800">
                  Content
                </p>
                <RichTextEditor
                  value={state.content}
                  labelledBy={ids.content}
                  onChange={(content) => update({ content }, "content")}
                  codeView={codeView}
                  onCodeViewChange={setCodeView}
                  onContentElement={setContentElement}
                />
              </div>
            </>
          )}
        </div>
      </EditorDialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Unsaved changes"
        text={CLOSE_QUESTION}
        confirmLabel="Close"
        cancelLabel="Keep editing"
        variant="default"
        onConfirm={() => {
          saveDraft(state);
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}

function TitleField({
  id,
  state,
  mode,
  update,
  history,
}: {
  id: string;
  state: PostFormState;
  mode: "create" | "edit";
  update: (patch: Partial<PostFormState>, group?: string) => void;
  history: { set: (next: (current: PostFormState) => PostFormState, options?: { group?: string }) => void };
}) {
  const blank = !state.title.trim();
  void update;
  return (
    <Field id={id} label="Title" required hint={blank ? TITLE_REQUIRED_MESSAGE : undefined}>
      <Input
        id={id}
        value={state.title}
        required
        aria-invalid={blank || undefined}
        aria-describedby={fieldDescribedBy(id, { hint: blank })}
        className="text-lg font-semibold"
        onChange={(event) => {
          const title = event.target.value;
          history.set((current) => withTitle(current, title, mode), { group: "title" });
        }}
      />
    </Field>
  );
}
