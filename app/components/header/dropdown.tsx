import { clsx } from "clsx";
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { HOVER_CLOSE_DELAY_MS, nextFocusIndex } from "../../view-models/header-behaviour.ts";

type OpenedBy = "hover" | "click";

export type DropdownGroup = {
  openId: string | null;
  openedBy: OpenedBy | null;
  open(id: string, by: OpenedBy): void;
  close(): void;
  /** Closes a hover-opened menu after the spec's 300 ms, unless the pointer comes back first. */
  scheduleClose(id: string): void;
  cancelClose(): void;
};

/** One open desktop dropdown at a time across the header (menu items, language, profile). */
export function useDropdownGroup(): DropdownGroup {
  const [state, setState] = useState<{ id: string; by: OpenedBy } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancelClose, [cancelClose]);
  return useMemo(
    () => ({
      openId: state?.id ?? null,
      openedBy: state?.by ?? null,
      open(id, by) {
        cancelClose();
        setState({ id, by });
      },
      close() {
        cancelClose();
        setState(null);
      },
      scheduleClose(id) {
        cancelClose();
        timer.current = setTimeout(() => {
          setState((current) => (current?.id === id && current.by === "hover" ? null : current));
        }, HOVER_CLOSE_DELAY_MS);
      },
      cancelClose,
    }),
    [state, cancelClose],
  );
}

const FOCUSABLE = "a[href], button:not([disabled])";

type DropdownProps = {
  group: DropdownGroup;
  id: string;
  /** Menu items open on hover too; the language and profile menus open on click only. */
  hover?: boolean;
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A disclosure dropdown (button + panel). The panel stays in the server HTML, hidden while closed,
 * so its links are in the page for every visitor and crawler. Keyboard: Enter, Space or ArrowDown
 * open it (ArrowDown also focuses the first entry), arrows move between entries, Escape closes it
 * and returns focus to the button, and leaving it with Tab closes it.
 */
export function Dropdown({
  group,
  id,
  hover = false,
  trigger,
  triggerLabel,
  triggerClassName,
  className,
  panelClassName,
  children,
}: DropdownProps) {
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const isOpen = group.openId === id;
  const { close } = group;

  useEffect(() => {
    if (!isOpen) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, close]);

  const onPointerEnter = (event: PointerEvent) => {
    if (!hover || event.pointerType !== "mouse") return;
    if (isOpen) group.cancelClose();
    else group.open(id, "hover");
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!hover || event.pointerType !== "mouse") return;
    if (isOpen && group.openedBy === "hover") group.scheduleClose(id);
  };
  const onTriggerClick = () => {
    // A click pins a hover-opened menu; a second click closes it.
    if (isOpen && group.openedBy === "click") group.close();
    else group.open(id, "click");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      group.close();
      triggerRef.current?.focus();
      return;
    }
    const onTrigger = event.target === triggerRef.current;
    if (onTrigger && event.key === "ArrowDown" && !isOpen) {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      group.open(id, "click");
      return;
    }
    if (!isOpen) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextFocusIndex(event.key, onTrigger ? -1 : current, items.length);
    if (next === null || (onTrigger && event.key !== "ArrowDown")) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (isOpen && !containerRef.current?.contains(event.relatedTarget as Node | null)) group.close();
  };
  // Following a link inside closes the menu (client navigations keep the header mounted).
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) group.close();
  };

  return (
    <div
      ref={containerRef}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={onTriggerClick}
      >
        {trigger}
      </button>
      <div ref={panelRef} id={panelId} hidden={!isOpen} className={clsx("z-50", panelClassName)} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
