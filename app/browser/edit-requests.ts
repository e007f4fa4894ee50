/**
 * What the in-page editing tools can be asked to open (re-exported by app/editor/editor-requests.ts). The overlay (create menu, command palette,
 * in-page edit buttons) and every editor speak this one language: `openEditor(request)` fires a
 * window event that the editor host (admin bundle only) answers by mounting the matching editor.
 * This module is tiny and framework-free so that anything may import it without pulling editor code.
 */
export type EditorRequest =
  | { kind: "template-section"; mode: "create"; urlPage: string }
  | { kind: "template-section"; mode: "edit"; id: number; focus?: TranslationFocus }
  | { kind: "heading-section"; mode: "create"; urlPage: string }
  | { kind: "heading-section"; mode: "edit"; id: number; focus?: TranslationFocus }
  | { kind: "post"; mode: "create"; returnPath?: string; postType?: "default" | "minimal" | "landing" | "doc_set" }
  | { kind: "post"; mode: "edit"; slug: string; returnPath?: string; focus?: TranslationFocus }
  | { kind: "create-page" }
  | { kind: "site-map" }
  | { kind: "page-layout"; urlPage: string }
  | { kind: "hero"; mode: "create" }
  | { kind: "hero"; mode: "edit"; id: number; focus?: TranslationFocus }
  | { kind: "header" }
  | { kind: "footer" }
  | { kind: "global-settings"; tab?: string; focus?: TranslationFocus };

/**
 * A field's translation to show first (the Translations page's links, decision 069); `record` names
 * the item of a Global Settings list (or a meeting type), or the metric or person of a template
 * section, whose field it is.
 */
export type TranslationFocus = { field: string; locale: string; record?: number };

export type EditorKind = EditorRequest["kind"];

export const OPEN_EDITOR_EVENT = "tessera:open-editor";

/** Ask the editor host to open an editor (no-op for visitors: no host listens). */
export function openEditor(request: EditorRequest): void {
  window.dispatchEvent(new CustomEvent<EditorRequest>(OPEN_EDITOR_EVENT, { detail: request }));
}

/** Props every editor component receives from the host. */
export type EditorProps<K extends EditorKind = EditorKind> = {
  request: Extract<EditorRequest, { kind: K }>;
  /** Unmount the editor (after a save, or on Cancel once any close question was answered). */
  onClose: () => void;
};
