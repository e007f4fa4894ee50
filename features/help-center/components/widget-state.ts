/**
 * The help center widget's state and where it is kept (spec public-site §4, §7, §9):
 * - localStorage `chatWidget_mode` ("help" or "chat") and `chatWidget_isOpen` ("true"/"false")
 *   last across pages and visits;
 * - sessionStorage `chatHelpWidget_state` holds the view, size and article with the time it was
 *   written; a new page restores it only when it is under 5 s old (the language change reloads or
 *   re-renders the page within that window; an older one starts again at the welcome view).
 */

export const MODE_KEY = "chatWidget_mode";
export const OPEN_KEY = "chatWidget_isOpen";
export const STATE_KEY = "chatHelpWidget_state";
export const RESTORE_WINDOW_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 640;
export const SCROLL_THRESHOLD_PX = 100;

export const VIEWS = ["welcome", "faq", "knowledge-base", "features", "live-support", "ai"] as const;
export type HelpView = (typeof VIEWS)[number];
export const SIZES = ["initial", "half", "fullscreen"] as const;
export type HelpSize = (typeof SIZES)[number];
export type HelpMode = "help" | "chat";

export type WidgetState = { view: HelpView; size: HelpSize; articleId: number | null };
export const DEFAULT_STATE: WidgetState = { view: "welcome", size: "initial", articleId: null };

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    console.warn("The help center could not store its state", error);
  }
}

export function isHelpView(value: unknown): value is HelpView {
  return typeof value === "string" && (VIEWS as readonly string[]).includes(value);
}

/** The stored view and size when written less than 5 s before `now`, else the defaults. */
export function readWidgetState(storage: StorageLike | undefined, now: number): WidgetState {
  const raw = safeGet(storage, STATE_KEY);
  if (!raw) return DEFAULT_STATE;
  try {
    const parsed = JSON.parse(raw) as Partial<WidgetState> & { savedAt?: unknown };
    const age = typeof parsed.savedAt === "number" ? now - parsed.savedAt : Infinity;
    if (!(age >= 0 && age < RESTORE_WINDOW_MS)) return DEFAULT_STATE;
    return {
      view: isHelpView(parsed.view) ? parsed.view : DEFAULT_STATE.view,
      size: (SIZES as readonly unknown[]).includes(parsed.size) ? (parsed.size as HelpSize) : DEFAULT_STATE.size,
      articleId:
        typeof parsed.articleId === "number" && Number.isInteger(parsed.articleId) && parsed.articleId > 0
          ? parsed.articleId
          : null,
    };
  } catch {
    return DEFAULT_STATE;
  }
}

export function writeWidgetState(storage: StorageLike | undefined, state: WidgetState, now: number): void {
  safeSet(storage, STATE_KEY, JSON.stringify({ ...state, savedAt: now }));
}

export function readMode(storage: StorageLike | undefined): HelpMode {
  return safeGet(storage, MODE_KEY) === "chat" ? "chat" : "help";
}

export function writeMode(storage: StorageLike | undefined, mode: HelpMode): void {
  safeSet(storage, MODE_KEY, mode);
}

export function readOpen(storage: StorageLike | undefined): boolean {
  return safeGet(storage, OPEN_KEY) === "true";
}

export function writeOpen(storage: StorageLike | undefined, open: boolean): void {
  safeSet(storage, OPEN_KEY, String(open));
}

/** The size shown: phones (under 640 px) have no initial size and open at half height. */
export function effectiveSize(size: HelpSize, mobile: boolean): HelpSize {
  return mobile && size === "initial" ? "half" : size;
}

/** The size button: initial → half → fullscreen → initial; phones cycle half ↔ fullscreen. */
export function nextSize(size: HelpSize, mobile: boolean): HelpSize {
  const shown = effectiveSize(size, mobile);
  if (mobile) return shown === "half" ? "fullscreen" : "half";
  return SIZES[(SIZES.indexOf(shown) + 1) % SIZES.length]!;
}
