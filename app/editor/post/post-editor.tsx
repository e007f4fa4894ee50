/**
 * The post editor (spec editing-tools §2.1, §4, §5, §9, decision 026): create or edit a post in a
 * draggable, resizable, fullscreen dialog, with Advanced Settings and scheduling.
 *
 * On the record-editor layer (decision 042): loading, version, the local draft, undo, the close
 * question, merging with another admin's save and presence come from `useRecordEditor` (a post is
 * addressed by its slug); the form checks the API's own rules (shared/schemas/post-schema.ts) through
 * `useEditorForm`, and reads and writes go through the typed client.
 */
import { useQuery } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { MOBILE_QUERY } from "../../components/ui/editor-dialog.tsx";
import { useMediaQuery } from "../../components/ui/use-media-query.ts";
import { api, unwrap } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { POST_DRAFT_INTERVAL } from "../../../shared/rules/post-rules.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { postFormField, postFormSchema } from "../../../shared/schemas/post-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { ApiError } from "../../api-client/api-error.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { AdvancedSettings } from "./advanced-settings.tsx";
import {
  emptyPostForm,
  formFromPost,
  otherEditorWarning,
  postBodyFrom,
  withTitle,
  type PostFormState,
  type WirePost,
} from "./post-form.ts";
import { PostMainView, TitleField, type PostFieldsProps } from "./post-main-view.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { TocDrawer, tocPlacement } from "./toc-drawer.tsx";

/** The post's fields as the conflict view names them, in the person's language. */
const FIELD_LABELS: Record<string, (ui: Ui) => string> = {
  title: (ui) => m.fields_postFieldTitle({}, ui),
  description: (ui) => m.fields_postFieldDescription({}, ui),
  content: (ui) => m.fields_postFieldContent({}, ui),
  subsection: (ui) => m.fields_postFieldSubsection({}, ui),
  slug: (ui) => m.fields_postFieldSlug({}, ui),
  metaDescription: (ui) => m.fields_postFieldMetaDescription({}, ui),
  mainPhoto: (ui) => m.fields_postFieldMainPhoto({}, ui),
  postType: (ui) => m.fields_postFieldPostType({}, ui),
  authorName: (ui) => m.fields_postFieldAuthorName({}, ui),
  publishAt: (ui) => m.fields_postFieldPublishAt({}, ui),
  createdOn: (ui) => m.fields_postFieldCreatedOn({}, ui),
  docSetTitle: (ui) => m.fields_postFieldDocSetTitle({}, ui),
};

/** The form's fields in the spec's order, and the view each is in (a landing post's title is under More). */
const FIELD_ORDER = [
  "title",
  "subsection",
  "description",
  "slug",
  "metaDescription",
  "mainPhoto",
  "docSetTitle",
  "authorName",
];
type View = "editor" | "advanced";
const viewOf = (field: string, landing: boolean): View =>
  ["subsection", "description"].includes(field) || (field === "title" && !landing) ? "editor" : "advanced";

type Ui = { locale: UiLocale };

const loadPost = (slug: string) =>
  unwrap(api.GET("/posts/{slug}", { params: { path: { slug } } })) as Promise<WirePost>;

/**
 * PATCH at the version loaded. A stale answer's `current` is the stored row; the merge needs the
 * post as the editor reads it, so it is loaded again in that shape.
 */
async function patchPost(slug: string, draft: PostFormState, version: string | null): Promise<WirePost> {
  try {
    return (await unwrap(
      api.PATCH("/posts/{slug}", {
        params: { path: { slug } },
        body: { ...postBodyFrom(draft), updated_at: version ?? "" } as never,
      }),
    )) as WirePost;
  } catch (failure) {
    if (failure instanceof ApiError && failure.isStale && !failure.field) {
      throw new ApiError(409, failure.message, { ...failure.body, current: await loadPost(slug) });
    }
    throw failure;
  }
}

export default function PostEditor(props: EditorProps<"post">) {
  return (
    <WithQueryClient>
      <PostEditorDialog {...props} />
    </WithQueryClient>
  );
}

function PostEditorDialog({ request, onClose }: EditorProps<"post">) {
  const mode = request.mode;
  const originalSlug = request.mode === "edit" ? request.slug : null;
  const newType = request.mode === "create" ? (request.postType ?? "default") : "default";
  const [initial] = useState(() => emptyPostForm(newType));
  const [warning, setWarning] = useState<string | null>(null);
  const [postId, setPostId] = useState<number | null>(null);
  const ui = useUiLanguage();

  const editor = useRecordEditor<PostFormState, WirePost, string>({
    // A new post's draft is kept per post type: "New landing page" must not reopen a blog post draft.
    entity: mode === "create" && newType !== "default" ? `post-${newType.replace("_", "-")}` : "post",
    id: originalSlug,
    initial,
    load: async (slug) => {
      const [post, me] = await Promise.all([loadPost(slug), unwrap(api.GET("/me")).catch(() => ({ user: null }))]);
      const viewer = (me as { user: { id: string } | null }).user;
      setWarning(otherEditorWarning(post.last_change ?? null, viewer?.id ?? null, Date.now(), ui.locale));
      setPostId(post.id);
      return post;
    },
    toDraft: formFromPost,
    versionOf: (post) => post.updated_at,
    create: async (draft) => (await unwrap(api.POST("/posts", { body: postBodyFrom(draft) as never }))) as WirePost,
    update: patchPost,
    texts: {
      created: m.fields_postPublished({}, ui),
      updated: m.fields_postUpdated({}, ui),
      deleted: m.fields_postDeleted({}, ui),
      saveFailed: m.fields_postSaveFailed({}, ui),
      deleteFailed: m.fields_postDeleteFailed({}, ui),
    },
    onSaved: (post, created) => {
      // Spec §2: to the return path when one was given, else a new post's own address.
      const here = window.location.pathname;
      const renamedHere = originalSlug !== post.slug && here === `/${originalSlug}`;
      window.location.assign(request.returnPath ?? (created || renamedHere ? `/${post.slug}` : here));
    },
    onClose,
    // Spec §4: the local draft every 2 minutes (checked every 30 s), and at once on a confirmed close.
    draftInterval: POST_DRAFT_INTERVAL,
  });
  const { form, submit, errorOf, fieldRef } = useEditorForm(editor, postFormSchema, { fieldName: postFormField });
  const state = editor.draft;
  const isLanding = state.postType === "landing";

  const [view, setView] = useState<View>("editor");
  const [fullscreen, setFullscreen] = useState(
    () => typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches,
  );
  const [contentElement, setContentElement] = useState<HTMLElement | null>(null);
  const documentSets = useQuery({
    queryKey: ["document-sets"],
    queryFn: () => unwrap(api.GET("/document-sets", { params: { query: {} } })),
  });

  // A landing post (as loaded, or as a restored draft) opens in code view (spec §4).
  const [codeViewChoice, setCodeView] = useState<boolean | null>(null);
  const codeView = codeViewChoice ?? isLanding;

  // After a submit, the first field in error (the spec's order) is shown and focused, switching
  // views when it is in the other one (a slug already taken is under More).
  const focusAfterSwitch = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    form.setFocus(focusAfterSwitch.current as keyof PostFormState);
    focusAfterSwitch.current = null;
  }, [view, form]);
  async function publish() {
    await submit();
    const first = FIELD_ORDER.find((name) => form.getFieldState(name as keyof PostFormState).error);
    if (!first) return;
    const wanted = viewOf(first, isLanding);
    if (wanted === view) {
      form.setFocus(first as keyof PostFormState);
      return;
    }
    focusAfterSwitch.current = first;
    setView(wanted);
  }

  const { set } = editor;
  const update = useCallback(
    (patch: Partial<PostFormState>, group?: string) =>
      set((current) => ({ ...current, ...patch }), group ? { group } : undefined),
    [set],
  );
  const onTitle = useCallback(
    (title: string) => set((current) => withTitle(current, title, mode), { group: "title" }),
    [set, mode],
  );

  const mobile = useMediaQuery(MOBILE_QUERY);
  const toc = tocPlacement({ fullscreen, mobile, editorView: view === "editor", landing: isLanding });
  const showToc = toc === "side";
  const busy = editor.saving || editor.loading || Boolean(editor.loadError);
  // Spec §5: Publish/Update is unavailable for a blank title; choosing it anyway says why, at the field.
  const titleMissing = !postFormSchema.shape.title.safeParse(state.title).success;
  const translationProps = {
    translations: useRecordTranslations("blog_posts", postId),
    focus: request.mode === "edit" ? (request.focus ?? null) : null,
  };
  const fields: PostFieldsProps = {
    state,
    update,
    errorOf,
    fieldRef: fieldRef as (name: string) => Ref<HTMLInputElement | HTMLTextAreaElement>,
  };

  return (
    <RecordEditorFrame
      editor={editor}
      title={m.fields_postDialogTitle({}, ui)}
      badge={mode === "create" ? m.fields_postBadgeNew({}, ui) : m.fields_postBadgeEdit({}, ui)}
      subtitle={mode === "create" ? m.fields_postSubtitleCreate({}, ui) : m.fields_postSubtitleEdit({}, ui)}
      fullscreenOnMobile
      onFullscreenChange={setFullscreen}
      className="h-[min(52rem,calc(100dvh-2rem))] w-[min(64rem,calc(100vw-2rem))]"
      bodyClassName={cn(showToc && "flex gap-0 p-0")}
      history={{
        available: mode === "edit" && !editor.loading,
        labelled: true,
        render: () =>
          postId !== null && (
            <HistoryPanel
              entity="post"
              entityId={postId}
              className="rounded-lg border border-gray-200"
              onRestored={(result) => {
                if (!result.record) return;
                // The restored record is the post as saved now: start over from it.
                void loadPost(String(result.record.slug ?? originalSlug)).then(editor.adopt);
              }}
            />
          ),
      }}
      actions={
        <Button variant="outline" size="sm" onClick={() => setView(view === "editor" ? "advanced" : "editor")}>
          <Settings2 aria-hidden="true" />
          {view === "editor" ? m.fields_postMore({}, ui) : m.fields_postBack({}, ui)}
        </Button>
      }
      footer={
        <>
          <p className="me-auto text-sm text-gray-600" aria-live="polite" data-slot="draft-status">
            {editor.dirty ? m.fields_postDraftSavedLocally({}, ui) : m.fields_postAllChangesSaved({}, ui)}
          </p>
          <Button variant="outline" onClick={() => (view === "advanced" ? setView("editor") : editor.requestClose())}>
            {view === "advanced" ? m.fields_postBackToEditor({}, ui) : m.fields_postCancel({}, ui)}
          </Button>
          <Button
            onClick={() => void publish()}
            disabled={busy || form.formState.isSubmitting}
            aria-disabled={titleMissing || undefined}
            className="aria-disabled:opacity-50"
          >
            {editor.saving
              ? m.fields_postSaving({}, ui)
              : mode === "create"
                ? m.fields_postPublish({}, ui)
                : m.fields_postUpdate({}, ui)}
          </Button>
        </>
      }
    >
      {({ history }) => (
        <>
          {showToc && (
            <div className="sticky top-0 h-full shrink-0 self-start overflow-y-auto">
              <TableOfContents html={state.content} contentElement={contentElement} />
            </div>
          )}
          <div className={cn("min-w-0 flex-1 space-y-4", showToc && "p-4")}>
            {toc === "drawer" && <TocDrawer html={state.content} contentElement={contentElement} />}
            {editor.loadError && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {editor.loadError}
              </p>
            )}
            {warning && (
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {warning}
              </p>
            )}
            <RecordEditorNotices
              editor={editor}
              noun={m.fields_postNoun({}, ui)}
              fieldLabel={(key) => FIELD_LABELS[key]?.(ui) ?? key}
            />
            {history}
            {editor.loading ? (
              <p className="text-sm text-gray-600">{m.fields_postLoading({}, ui)}</p>
            ) : view === "advanced" ? (
              <>
                {isLanding && <TitleField {...fields} {...translationProps} onTitle={onTitle} />}
                <AdvancedSettings {...fields} mode={mode} documentSets={documentSets.data ?? []} />
              </>
            ) : (
              <PostMainView
                {...fields}
                {...translationProps}
                mode={mode}
                onTitle={onTitle}
                codeView={codeView}
                onCodeViewChange={setCodeView}
                onContentElement={setContentElement}
              />
            )}
          </div>
        </>
      )}
    </RecordEditorFrame>
  );
}
