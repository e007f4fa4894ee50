/**
 * The editors' one drag-and-drop list (issue 17: written once): a vertical dnd-kit list reordered by
 * pointer drag, by keyboard (Space to lift, arrows to move, Space to drop) or with Move up / Move
 * down buttons. `SortableList` holds the sensors; each `SortableRow` renders its handle and buttons
 * with the labels it is given, then its own content.
 */
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
import type { ReactNode } from "react";
import { Button } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";

export type SortableId = string | number;

/** The list: `onMove(from, to)` with indexes in `ids`, after a drop on another row. */
export function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: SortableId[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => String(id) === String(active.id));
    const to = ids.findIndex((id) => String(id) === String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export type SortableRowLabels = { drag: string; up: string; down: string };

/** One row (an `li`): drag handle, Move up / Move down, then `children`. */
export function SortableRow({
  id,
  index,
  count,
  onMove,
  labels,
  className,
  buttons = "stacked",
  rowProps,
  children,
}: {
  id: SortableId;
  index: number;
  count: number;
  /** Move this row to position `to`. */
  onMove: (to: number) => void;
  labels: SortableRowLabels;
  className?: string;
  /** "stacked": small arrows beside the handle; "end": full-size arrows after the content. */
  buttons?: "stacked" | "end";
  rowProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const moveButtons = (size: "stacked" | "end") => (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        className={size === "stacked" ? "h-4" : undefined}
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className={size === "stacked" ? "size-3" : undefined} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className={size === "stacked" ? "h-4" : undefined}
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className={size === "stacked" ? "size-3" : undefined} aria-hidden="true" />
      </Button>
    </>
  );
  return (
    <li
      ref={setNodeRef}
      {...rowProps}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(className, isDragging && "relative z-10 shadow-lg")}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={labels.drag}
        className="cursor-grab touch-none rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      {buttons === "stacked" && <div className="flex flex-col">{moveButtons("stacked")}</div>}
      {children}
      {buttons === "end" && moveButtons("end")}
    </li>
  );
}
