/**
 * A dnd-kit sortable list written once (issue 17): pointer drag (after a few pixels, so clicks in a
 * row still work), or the keyboard — Space lifts the focused handle, arrows move, Space drops.
 * `SortableList` wraps the items; each item calls `useSortableItem(id)` and renders `DragHandle`.
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
import { GripVertical } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";

export function SortableList({
  ids,
  onMove,
  layout = "vertical",
  children,
}: {
  ids: readonly number[];
  /** The item at index `from` was dropped at index `to` (never called for a drop in place). */
  onMove: (from: number, to: number) => void;
  /** "grid": items wrap in rows (cards); "vertical": one column. */
  layout?: "vertical" | "grid";
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
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
export function useSortableItem(id: number) {
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

/** The grip button an item is dragged by, named "Drag to reorder {name}". */
export function DragHandle({
  setHandle,
  handleProps,
  name,
}: Pick<SortableItem, "setHandle" | "handleProps"> & { name: string }) {
  return (
    <button
      type="button"
      ref={setHandle}
      {...handleProps}
      aria-label={`Drag to reorder ${name}`}
      className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
