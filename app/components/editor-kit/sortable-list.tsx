/**
 * The editors' one drag-and-drop list (written once; decision 042) for the menu and its submenus, Page
 * Layout and the metric cards: dnd-kit reordered by pointer drag (after a few pixels, so clicks in a
 * row still work), by keyboard (Space lifts the focused handle, arrows move, Space drops; dnd-kit's
 * screen-reader announcements) or with Move up / Move down buttons.
 * `SortableList` holds the sensors; a row is either a `SortableRow` (handle, buttons, then its
 * content) or any element of its own that calls `useSortableItem(id)` and renders `DragHandle`.
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Button } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";

export type SortableId = string | number;

/** The list: `onMove(from, to)` with indexes in `ids`, after a drop on another row (never in place). */
export function SortableList({
  ids,
  onMove,
  layout = "vertical",
  children,
}: {
  ids: readonly SortableId[];
  onMove: (from: number, to: number) => void;
  /** "grid": items wrap in rows (cards); "vertical": one column. */
  layout?: "vertical" | "grid";
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
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={[...ids]}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

export type SortableItem = ReturnType<typeof useSortableItem>;

/** What an item of a `SortableList` needs: its element setter and moving style, and its handle's. */
export function useSortableItem(id: SortableId) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return {
    setNode: setNodeRef,
    style,
    isDragging,
    setHandle: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
  };
}

/** The grip button an item is dragged by (its accessible name is `label`). */
export function DragHandle({
  setHandle,
  handleProps,
  label,
}: Pick<SortableItem, "setHandle" | "handleProps"> & { label: string }) {
  return (
    <button
      type="button"
      ref={setHandle}
      {...handleProps}
      aria-label={label}
      className="cursor-grab touch-none rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
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
  const { setNode, style, isDragging, setHandle, handleProps } = useSortableItem(id);
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
    <li ref={setNode} {...rowProps} style={style} className={cn(className, isDragging && "relative z-10 shadow-lg")}>
      <DragHandle setHandle={setHandle} handleProps={handleProps} label={labels.drag} />
      {buttons === "stacked" && <div className="flex flex-col">{moveButtons("stacked")}</div>}
      {children}
      {buttons === "end" && moveButtons("end")}
    </li>
  );
}
