import * as DialogPrimitive from "@radix-ui/react-dialog";
import { GripHorizontal, Maximize2, Minimize2, MoveDiagonal2, X } from "lucide-react";
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { arrowKeyDelta, clampDrag, resizeFrom, type Point, type Size } from "./dialog-geometry.ts";
import { layers } from "./layers.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiDirection, useUiLanguage } from "./ui-language.tsx";

/** The spec's desktop breakpoint (editing-tools §9): below it an editor may open fullscreen. */
export const MOBILE_QUERY = "(max-width: 767.98px)";

/** What gets the focus when the dialog opens: an element marked `data-autofocus`, else the first field. */
const FIRST_FIELD =
  "input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role=combobox]:not([data-disabled])";

export type EditorDialogProps = {
  /** Editors are mounted while open, so this defaults to true. */
  open?: boolean;
  /**
   * Escape, the close button and Cancel-like actions call this instead of closing: the editor may ask
   * its close question ("You have unsaved changes…") and then call the host's `onClose`.
   */
  onRequestClose: () => void;
  title: ReactNode;
  /** "New" or "Edit" beside the title. */
  badge?: "New" | "Edit" | (string & {});
  subtitle?: ReactNode;
  /** Buttons along the bottom (Cancel, Delete, Save…), right-aligned; put a status text first if any. */
  footer?: ReactNode;
  /** Extra buttons in the title bar, before fullscreen and close (History, More…). */
  headerActions?: ReactNode;
  /**
   * Open fullscreen when the viewport is under 768 px (on by default: a floating window on a phone
   * leaves its title bar and toolbars too narrow; the spec asks it of the post editor).
   */
  fullscreenOnMobile?: boolean;
  defaultFullscreen?: boolean;
  /** Called with the new state when the fullscreen toggle is used (a table of contents may show). */
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** Keys pressed anywhere inside the dialog, e.g. `useUndoHistory(...).onKeyDown`. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Initial width class when not resized, e.g. "w-[min(48rem,calc(100vw-2rem))]". */
  className?: string;
  /** Class of the scrolling body that holds `children`. */
  bodyClassName?: string;
  children: ReactNode;
};

/**
 * The window every editor opens in: a modal Radix dialog (focus trapped, titled, Escape handled)
 * that can be dragged by its title bar, resized from its bottom-right corner and made fullscreen,
 * each also by keyboard (arrow keys on the move and resize handles, a fullscreen button).
 * A click outside does not close it: editors hold unsaved work.
 */
export function EditorDialog({
  open = true,
  onRequestClose,
  title,
  badge,
  subtitle,
  footer,
  headerActions,
  fullscreenOnMobile = true,
  defaultFullscreen = false,
  onFullscreenChange,
  onKeyDown,
  className,
  bodyClassName,
  children,
}: EditorDialogProps) {
  const ui = useUiLanguage();
  const dir = useUiDirection();
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreenState] = useState(
    () =>
      defaultFullscreen ||
      (fullscreenOnMobile && typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches),
  );
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [size, setSize] = useState<Size | null>(null);
  const gesture = useRef<{ kind: "move" | "resize"; pointer: Point; offset: Point; rect: DOMRect } | null>(null);

  function setFullscreen(next: boolean) {
    setFullscreenState(next);
    onFullscreenChange?.(next);
  }

  function viewport(): Size {
    return { width: window.innerWidth, height: window.innerHeight };
  }

  function moveBy(delta: Point, from = offset, rect = contentRef.current?.getBoundingClientRect()) {
    if (!rect) return;
    const d = clampDrag(rect, delta, viewport());
    setOffset({ x: from.x + d.x, y: from.y + d.y });
  }

  function resizeBy(delta: Point, from = offset, rect = contentRef.current?.getBoundingClientRect()) {
    if (!rect) return;
    // The handle is in the bottom end corner: bottom left on a right-to-left page, where a drag to
    // the left widens the dialog and its top-right corner stays put (decision 072).
    const rtl = contentRef.current ? getComputedStyle(contentRef.current).direction === "rtl" : false;
    const sign = rtl ? -1 : 1;
    const next = resizeFrom({ width: rect.width, height: rect.height }, { x: sign * delta.x, y: delta.y }, viewport());
    // The dialog is centred on its offset; growing it by d moves each edge by d/2, so shifting the
    // centre by d/2 keeps the top start corner where it was and the dragged corner under the pointer.
    setSize(next);
    setOffset({
      x: from.x + (sign * (next.width - rect.width)) / 2,
      y: from.y + (next.height - rect.height) / 2,
    });
  }

  function startGesture(kind: "move" | "resize", event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || fullscreen || !contentRef.current) return;
    if (
      kind === "move" &&
      (event.target as Element).closest("button:not([data-drag-handle]), a, input, select, textarea")
    )
      return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = {
      kind,
      pointer: { x: event.clientX, y: event.clientY },
      offset,
      rect: contentRef.current.getBoundingClientRect(),
    };
  }

  function continueGesture(event: PointerEvent<HTMLElement>) {
    const g = gesture.current;
    if (!g) return;
    const delta = { x: event.clientX - g.pointer.x, y: event.clientY - g.pointer.y };
    if (g.kind === "move") moveBy(delta, g.offset, g.rect);
    else resizeBy(delta, g.offset, g.rect);
  }

  function endGesture() {
    gesture.current = null;
  }

  function handleArrow(kind: "move" | "resize", event: KeyboardEvent<HTMLElement>) {
    const delta = arrowKeyDelta(event.key, event.shiftKey);
    if (!delta || fullscreen) return;
    event.preventDefault();
    if (kind === "move") moveBy(delta);
    else resizeBy(delta);
  }

  const style: CSSProperties | undefined = fullscreen
    ? undefined
    : {
        transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))`,
        ...(size ? { width: size.width, height: size.height, maxWidth: "none", maxHeight: "none" } : null),
      };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onRequestClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(layers.dialogOverlay, "fixed inset-0 bg-black/40")} />
        <DialogPrimitive.Content
          ref={contentRef}
          data-slot="editor-dialog"
          dir={dir}
          data-fullscreen={fullscreen || undefined}
          {...(subtitle ? {} : { "aria-describedby": undefined })}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            // Start in the form, not on the move handle that comes first in the title bar.
            const body = bodyRef.current;
            const first =
              body?.querySelector<HTMLElement>("[data-autofocus]") ?? body?.querySelector<HTMLElement>(FIRST_FIELD);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onKeyDown={onKeyDown}
          style={style}
          className={cn(
            layers.dialog,
            "fixed flex flex-col overflow-hidden bg-white text-gray-900 shadow-2xl outline-none",
            fullscreen
              ? "inset-0 h-dvh w-screen"
              : cn(
                  "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200",
                  className,
                ),
          )}
        >
          <div
            data-slot="editor-dialog-header"
            className={cn(
              "flex shrink-0 items-start gap-2 border-b border-gray-200 px-4 py-3",
              !fullscreen && "cursor-move touch-none select-none",
            )}
            onPointerDown={(event) => startGesture("move", event)}
            onPointerMove={continueGesture}
            onPointerUp={endGesture}
            onPointerCancel={endGesture}
          >
            {!fullscreen && (
              <button
                type="button"
                data-drag-handle
                aria-label={m.editor_moveDialog({}, ui)}
                title={m.editor_dragToMove({}, ui)}
                className="mt-0.5 rounded p-1 text-gray-500 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
                onKeyDown={(event) => handleArrow("move", event)}
              >
                <GripHorizontal className="size-4" aria-hidden="true" />
              </button>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
                {badge && (
                  <span
                    data-slot="editor-dialog-badge"
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-medium",
                      badge === "New" ? "bg-emerald-100 text-emerald-800" : "bg-sky-100 text-sky-900",
                    )}
                  >
                    {badge}
                  </span>
                )}
              </div>
              {subtitle && (
                <DialogPrimitive.Description className="mt-0.5 text-sm text-gray-600">
                  {subtitle}
                </DialogPrimitive.Description>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {headerActions}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={fullscreen ? m.editor_exitFullscreen({}, ui) : m.editor_enterFullscreen({}, ui)}
                aria-pressed={fullscreen}
                title={fullscreen ? m.editor_exitFullscreen({}, ui) : m.editor_fullscreen({}, ui)}
                onClick={() => setFullscreen(!fullscreen)}
              >
                {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.editor_close({}, ui)}
                title={m.editor_close({}, ui)}
                onClick={onRequestClose}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </div>
          {/* Focusable so the scrolling body can be scrolled by keyboard, and so axe's
              scrollable-region-focusable holds while a confirmation makes the editor inert. */}
          <div
            ref={bodyRef}
            tabIndex={0}
            data-slot="editor-dialog-body"
            className={cn("min-h-0 flex-1 overflow-y-auto p-4", bodyClassName)}
          >
            {children}
          </div>
          {footer && (
            <div
              data-slot="editor-dialog-footer"
              className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-gray-200 bg-gray-50 py-3 pe-6 ps-4"
            >
              {footer}
            </div>
          )}
          {!fullscreen && (
            <button
              type="button"
              aria-label={m.editor_resizeDialog({}, ui)}
              title={m.editor_dragToResize({}, ui)}
              className="absolute end-0 bottom-0 flex size-5 cursor-nwse-resize touch-none rtl:cursor-nesw-resize items-end justify-end rounded-ee-xl p-0.5 text-gray-400 hover:text-gray-700 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
              onPointerDown={(event) => startGesture("resize", event)}
              onPointerMove={continueGesture}
              onPointerUp={endGesture}
              onPointerCancel={endGesture}
              onKeyDown={(event) => handleArrow("resize", event)}
            >
              <MoveDiagonal2 className="size-3 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
