import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Button, cn, EditorDialog, toast } from "../../components/ui/index.ts";
import { TEMPLATE_HEADING_SECTION_UPDATED_EVENT, TEMPLATE_SECTION_UPDATED_EVENT } from "../../lib/section-freshness.ts";
import type { EditorProps } from "../editor-requests.ts";
import { apiFetch } from "../shared/api-fetch.ts";
import {
  canSave,
  LAYOUT_MESSAGES,
  layoutBody,
  moveItem,
  sectionKey,
  sectionTypeLabel,
  type LayoutSection,
} from "./page-layout-data.ts";

/** The page's sections in their order, or null when they cannot be read. */
async function fetchLayout(urlPage: string): Promise<LayoutSection[] | null> {
  try {
    const body = await apiFetch<{ sections?: LayoutSection[] }>("/api/page-layout", {
      query: { url_page: urlPage },
      cache: "no-store",
    });
    return Array.isArray(body?.sections) ? body.sections : null;
  } catch {
    return null;
  }
}

/**
 * Manage Page Layout (spec editing-tools §2.11): the sections of one page in their order, reordered
 * by dragging (pointer, or keyboard: Space to lift, arrows to move, Space to drop) or with the
 * move buttons, saved in one call. The page refetches its sections after the save.
 */
export default function PageLayoutModal({ request, onClose }: EditorProps<"page-layout">) {
  const root = useRouteLoaderData("root") as { site?: { organizationId?: number } } | undefined;
  const organizationId = root?.site?.organizationId;
  const [sections, setSections] = useState<LayoutSection[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function apply(result: LayoutSection[] | null) {
    if (result) {
      setSections(result);
      setError(null);
      setLoadFailed(false);
    } else {
      setError(LAYOUT_MESSAGES.fetchFailed);
      setLoadFailed(true);
    }
    setLoading(false);
  }

  useEffect(() => {
    let live = true;
    void fetchLayout(request.urlPage).then((result) => {
      if (!live) return;
      if (result) setSections(result);
      else {
        setError(LAYOUT_MESSAGES.fetchFailed);
        setLoadFailed(true);
      }
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [request.urlPage]);

  function retry() {
    setLoading(true);
    void fetchLayout(request.urlPage).then(apply);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= sections.length) return;
    setSections((current) => moveItem(current, from, to));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => sectionKey(section) === active.id);
    const to = sections.findIndex((section) => sectionKey(section) === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  }

  async function save() {
    if (!canSave({ saving, loading, count: sections.length })) return;
    setSaving(true);
    setError(null);
    try {
      await apiFetch("/api/page-layout", { method: "PUT", body: layoutBody(sections, organizationId) });
    } catch {
      setSaving(false);
      setError(LAYOUT_MESSAGES.saveFailed);
      return;
    }
    // The page's sections refetch themselves on these events (spec public-site §7).
    window.dispatchEvent(new Event(TEMPLATE_SECTION_UPDATED_EVENT));
    window.dispatchEvent(new Event(TEMPLATE_HEADING_SECTION_UPDATED_EVENT));
    toast.success("Page layout updated successfully");
    onClose();
  }

  return (
    <EditorDialog
      onRequestClose={onClose}
      title="Manage Page Layout"
      subtitle={`Drag the sections of ${request.urlPage === "/home" ? "the home page" : request.urlPage} into the order they should appear in.`}
      className="w-[min(40rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!canSave({ saving, loading, count: sections.length })}>
            {saving ? "Saving…" : "Save"}
          </Button>
        </>
      }
    >
      {error && (
        <div
          role="alert"
          className="mb-3 flex items-center justify-between gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{error}</span>
          {loadFailed && (
            <Button variant="outline" size="sm" onClick={retry}>
              Retry
            </Button>
          )}
        </div>
      )}
      {loading ? (
        <p role="status" className="py-8 text-center text-sm text-gray-600">
          Loading page sections…
        </p>
      ) : sections.length === 0 ? (
        !loadFailed && <p className="py-8 text-center text-sm text-gray-600">{LAYOUT_MESSAGES.empty}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={sections.map(sectionKey)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Page sections" className="space-y-2">
              {sections.map((section, index) => (
                <SortableRow
                  key={sectionKey(section)}
                  section={section}
                  index={index}
                  count={sections.length}
                  onMove={move}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </EditorDialog>
  );
}

function SortableRow({
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionKey(section),
  });
  const title = section.title || "Untitled section";
  const label = sectionTypeLabel(section);
  return (
    <li
      ref={setNodeRef}
      data-layout-section={sectionKey(section)}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-2 py-2 shadow-sm",
        isDragging && "relative z-10 border-sky-600 shadow-lg",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder: ${title}`}
        className="cursor-grab touch-none rounded p-1 text-gray-500 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900" data-layout-title>
        {title}
      </span>
      <span
        className={cn(
          "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
          section.type === "template_section" ? "bg-gray-100 text-gray-800" : "bg-sky-100 text-sky-900",
        )}
      >
        {label}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move up: ${title}`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move down: ${title}`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </li>
  );
}
