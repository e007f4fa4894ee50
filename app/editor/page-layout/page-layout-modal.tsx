import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { SortableList, SortableRow } from "../../components/editor-kit/sortable-list.tsx";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { Button, cn } from "../../components/ui/index.ts";
import { api, unwrap } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import {
  TEMPLATE_HEADING_SECTION_UPDATED_EVENT,
  TEMPLATE_SECTION_UPDATED_EVENT,
} from "../../view-models/section-freshness.ts";
import type { EditorProps } from "../editor-requests.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { ApiError } from "../../api-client/api-error.ts";
import {
  canSave,
  layoutBody,
  layoutDraft,
  layoutId,
  layoutMessages,
  moveItem,
  sectionKey,
  sectionsInOrder,
  sectionTypeLabel,
  type Layout,
  type LayoutDraft,
  type LayoutSection,
} from "./page-layout-data.ts";

function withSections(seen: ReadonlyMap<string, LayoutSection>, layout: Layout | undefined) {
  const all = new Map(seen);
  for (const section of layout?.sections ?? [])
    if (!all.has(sectionKey(section))) all.set(sectionKey(section), section);
  return all;
}

/**
 * Manage Page Layout (spec editing-tools §2.11): the sections of one page in their order, reordered
 * by dragging (pointer, or keyboard: Space to lift, arrows to move, Space to drop) or with the move
 * buttons, saved in one call. The page refetches its sections after the save.
 *
 * On the record-editor layer (decision 042): the page's order is the record (versioned by the
 * layout's `version`), with undo/redo, a local draft, the close question and presence; when someone
 * else reordered the page first, both orders are shown side by side for a choice.
 */
export default function PageLayoutModal(props: EditorProps<"page-layout">) {
  return (
    <WithQueryClient>
      <PageLayoutDialog {...props} />
    </WithQueryClient>
  );
}

function PageLayoutDialog({ request, onClose }: EditorProps<"page-layout">) {
  const o = useUiLanguage();
  const LAYOUT_MESSAGES = layoutMessages(o);
  const SAVED = m.editors_layoutSaved({}, o);
  const root = useRouteLoaderData("root") as { site?: { organizationId?: number } } | undefined;
  const organizationId = root?.site?.organizationId;
  const urlPage = request.urlPage;
  const id = layoutId(urlPage);
  // The sections the order refers to by key: the layout as loaded (the query's cache, shared by every
  // mount of this editor) and any seen since (someone else's saved order after a conflict).
  const loaded = useQuery<Layout>({ queryKey: ["page-layout", id], enabled: false }).data;
  const seenRef = useRef(new Map<string, LayoutSection>());
  const [seen, setSeen] = useState<ReadonlyMap<string, LayoutSection>>(() => new Map());
  const remember = (layout: Layout) => {
    const next = new Map(seenRef.current);
    for (const section of layout.sections) next.set(sectionKey(section), section);
    seenRef.current = next;
    setSeen(next);
    return layout;
  };
  const known = useMemo(() => withSections(seen, loaded), [seen, loaded]);

  const editor = useRecordEditor<LayoutDraft, Layout, string>({
    entity: "page-layout",
    id,
    initial: { order: [] },
    load: () =>
      unwrap(api.GET("/page-layout", { params: { query: { url_page: urlPage } }, cache: "no-store" })).then(
        remember,
        () => {
          throw new Error(LAYOUT_MESSAGES.fetchFailed);
        },
      ),
    toDraft: layoutDraft,
    versionOf: (layout) => layout.version,
    update: (_id, draft, version) =>
      unwrap(
        api.PUT("/page-layout", {
          body: {
            ...layoutBody(sectionsInOrder(draft.order, withSections(seenRef.current, loaded)), organizationId),
            version: version ?? "",
          },
        }),
      ).then(remember, (error: unknown) => {
        // Someone else's order: the editor reads the layout afresh and shows both orders.
        if (error instanceof ApiError && error.isStale) {
          throw new ApiError(409, error.message, { ...error.body, current: null });
        }
        throw new Error(LAYOUT_MESSAGES.saveFailed);
      }),
    texts: {
      created: SAVED,
      updated: SAVED,
      deleted: SAVED,
      saveFailed: LAYOUT_MESSAGES.saveFailed,
      deleteFailed: LAYOUT_MESSAGES.saveFailed,
    },
    onSaved: () => {
      // The page's sections refetch themselves on these events (spec public-site §7).
      window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
      window.dispatchEvent(new Event(TEMPLATE_HEADING_SECTION_UPDATED_EVENT));
    },
    onClose,
  });

  const sections = sectionsInOrder(editor.draft.order, known);
  const loading = editor.loading;
  const saveable =
    canSave({ saving: editor.saving, loading, count: sections.length }) && !editor.loadError && !editor.conflict;

  function move(from: number, to: number) {
    if (to < 0 || to >= sections.length || from === to) return;
    editor.set({ order: moveItem(sections, from, to).map(sectionKey) });
  }

  const describe = (_key: string, value: unknown): ReactNode => (
    <ol className="list-decimal ps-5">
      {sectionsInOrder(Array.isArray(value) ? (value as string[]) : [], known).map((section) => (
        <li key={sectionKey(section)}>{section.title || m.editors_untitledSection({}, o)}</li>
      ))}
    </ol>
  );

  return (
    <RecordEditorFrame
      editor={editor}
      undo="none"
      title={m.editors_manageLayout({}, o)}
      subtitle={m.editors_layoutSubtitle({ page: urlPage === "/home" ? m.editors_theHomePage({}, o) : urlPage }, o)}
      className="w-[min(40rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={editor.requestClose}>
            {m.editor_cancel({}, o)}
          </Button>
          <Button onClick={() => void editor.save()} disabled={!saveable}>
            {editor.saving ? m.editors_savingEllipsis({}, o) : m.editors_save({}, o)}
          </Button>
        </>
      }
    >
      {editor.loadError && (
        <div
          role="alert"
          className="mb-3 flex items-center justify-between gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{editor.loadError}</span>
          <Button variant="outline" size="sm" onClick={editor.retry}>
            {m.editor_retry({}, o)}
          </Button>
        </div>
      )}
      {!editor.loadError && (
        <RecordEditorNotices
          editor={editor}
          noun={m.editors_nounPageLayout({}, o)}
          fieldLabel={() => m.editors_order({}, o)}
          describe={describe}
        />
      )}
      {loading && !editor.loadError ? (
        <p role="status" className="py-8 text-center text-sm text-gray-600">
          {m.editors_loadingSections({}, o)}
        </p>
      ) : sections.length === 0 ? (
        !editor.loadError && <p className="py-8 text-center text-sm text-gray-600">{LAYOUT_MESSAGES.empty}</p>
      ) : (
        <SortableList ids={sections.map(sectionKey)} onMove={move}>
          <ol aria-label={m.editors_pageSections({}, o)} className="space-y-2">
            {sections.map((section, index) => (
              <LayoutRow
                key={sectionKey(section)}
                section={section}
                index={index}
                count={sections.length}
                onMove={move}
              />
            ))}
          </ol>
        </SortableList>
      )}
    </RecordEditorFrame>
  );
}

function LayoutRow({
  section,
  index,
  count,
  onMove,
}: {
  section: LayoutSection;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const o = useUiLanguage();
  const title = section.title || m.editors_untitledSection({}, o);
  return (
    <SortableRow
      id={sectionKey(section)}
      index={index}
      count={count}
      onMove={(to) => onMove(index, to)}
      labels={{
        drag: m.editors_dragToReorderTitle({ title }, o),
        up: m.editors_moveUpTitle({ title }, o),
        down: m.editors_moveDownTitle({ title }, o),
      }}
      buttons="end"
      rowProps={{ "data-layout-section": sectionKey(section) }}
      className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-2 py-2 shadow-sm"
    >
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900" data-layout-title>
        {title}
      </span>
      <span
        className={cn(
          "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
          section.type === "template_section" ? "bg-gray-100 text-gray-800" : "bg-sky-100 text-sky-900",
        )}
      >
        {sectionTypeLabel(section, o)}
      </span>
    </SortableRow>
  );
}
