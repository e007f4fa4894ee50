/**
 * The hero editor's form state and its rules (spec editing-tools §2.9, §3, §4, §5), free of React so
 * that they are tested directly: a draft is a hero with every field resolved (defaults and legacy
 * fallbacks applied), turned back into the API's body on save.
 */
import {
  BUTTON_GRADIENT_DEFAULT,
  clampFontSize,
  clampImageSize,
  resolveHero,
  textSizePx,
  type HeroRecordLike,
  type ResolvedHero,
} from "../../../shared/rules/hero.ts";
import { sectionPagePath, stripLocalePrefix } from "../../../shared/i18n/locales.ts";

export type HeroDraft = Omit<ResolvedHero, "id">;

export const TITLE_REQUIRED = "Title is required.";
/** Inline textareas grow with their text up to these heights (px). */
export const TITLE_MAX_HEIGHT = 400;
export const DESCRIPTION_MAX_HEIGHT = 280;

/** The page a new hero goes on: the current address without its language prefix (home is /home). */
export function pageOf(pathname: string): string {
  return sectionPagePath(stripLocalePrefix(pathname || "/"));
}

export function newHeroDraft(urlPage: string): HeroDraft {
  const { id: _id, ...draft } = resolveHero({ url_page: urlPage });
  return draft;
}

export function draftFromRecord(record: HeroRecordLike): HeroDraft {
  const { id: _id, ...draft } = resolveHero(record);
  return draft;
}

/**
 * `hero-section-updated` carries a hero (whole or in part) in its detail: its fields replace the
 * form's, the rest stays. A detail without hero fields changes nothing.
 */
export function applyUpdateDetail(draft: HeroDraft, detail: unknown): HeroDraft {
  if (!detail || typeof detail !== "object" || Array.isArray(detail)) return draft;
  const incoming = detail as Record<string, unknown>;
  const merged: HeroRecordLike = { ...draft };
  for (const key of Object.keys(draft) as (keyof HeroDraft)[]) {
    if (!(key in incoming)) continue;
    const value = incoming[key];
    const current = draft[key];
    (merged as Record<string, unknown>)[key] =
      current && typeof current === "object" && value && typeof value === "object" && !Array.isArray(value)
        ? { ...current, ...value }
        : value;
  }
  return draftFromRecord(merged);
}

export function validateHeroDraft(draft: Pick<HeroDraft, "title">): string | null {
  return draft.title.trim() ? null : TITLE_REQUIRED;
}

/** The API body: every editable field (the draft is complete, so a save states the whole hero). */
export function heroPayload(draft: HeroDraft) {
  const { background_style, ...rest } = draft;
  const { column: _column, ...background } = background_style;
  return {
    ...rest,
    title: draft.title.trim(),
    image: draft.image?.trim() ? draft.image.trim() : null,
    background_style: background,
  };
}

/** Spec §4: switching the button gradient on starts from sky-600 / sky-500 / sky-700. */
export function setButtonGradient(draft: HeroDraft, enabled: boolean): HeroDraft {
  return {
    ...draft,
    button_style: {
      ...draft.button_style,
      is_gradient: enabled,
      ...(enabled ? { gradient: { ...BUTTON_GRADIENT_DEFAULT } } : {}),
    },
  };
}

/** A font size after dragging its handle by `delta` px from `startSize`: 12-120 px, multiples of 4. */
export function draggedFontSize(startSize: string, delta: number): string {
  const start = textSizePx(startSize) ?? 16;
  return `${clampFontSize(start + delta)}px`;
}

/** An image size after dragging its corner: at least 50 px each way. */
export function draggedImageSize(start: { width: number; height: number }, dx: number, dy: number) {
  return { width: clampImageSize(start.width + dx), height: clampImageSize(start.height + dy) };
}

/** Resize handles make no sense on an image behind the text. */
export function showsResizeHandles(draft: Pick<HeroDraft, "image" | "image_style">): boolean {
  return Boolean(draft.image) && draft.image_style.position !== "background";
}
