import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { EditorKind, EditorProps } from "./editor-requests.ts";

/**
 * One line per editor: the host mounts `editors[request.kind]`. Each editor is its own chunk inside
 * the admin bundle, loaded the first time it is opened. An editor not built yet is absent; the host
 * shows a "Coming soon" toast for it.
 */
export const editors: Partial<{
  [K in EditorKind]: LazyExoticComponent<ComponentType<EditorProps<K>>>;
}> = {
  "template-section": lazy(() => import("./template-section/template-section-editor.tsx")),
  hero: lazy(() => import("./hero/hero-editor.tsx")),
  post: lazy(() => import("./post/post-editor.tsx")),
  header: lazy(() => import("./header/header-editor.tsx")),
  footer: lazy(() => import("./footer/footer-editor.tsx")),
  "global-settings": lazy(() => import("./global-settings/global-settings-modal.tsx")),
  "create-page": lazy(() => import("./create-page/create-page-modal.tsx")),
  "site-map": lazy(() => import("./site-map/site-map-modal.tsx")),
  "page-layout": lazy(() => import("./page-layout/page-layout-modal.tsx")),
  "heading-section": lazy(() => import("./heading-section/heading-section-editor.tsx")),
};
