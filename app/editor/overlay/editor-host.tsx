import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { editors } from "../editor-kinds.ts";
import type { EditorProps, EditorRequest } from "../editor-requests.ts";

/** Closes the host when an editor's chunk fails to load or the editor throws while rendering. */
class EditorBoundary extends Component<
  { onError: () => void; ui: { locale: UiLocale }; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("Editor failed", error);
    toast.error(m.editors_editorFailed({}, this.props.ui));
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Loading() {
  const o = useUiLanguage();
  return (
    <div
      role="status"
      className="fixed top-1/2 left-1/2 z-[96] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white px-4 py-3 text-sm text-gray-800 shadow-xl"
    >
      {m.editors_loadingEditor({}, o)}
    </div>
  );
}

/**
 * Mounts the editor of the current request (one at a time), each in its own lazily loaded chunk.
 * `key` remounts it when a new request replaces the old one.
 */
export function EditorHost({
  request,
  requestKey,
  onClose,
}: {
  request: EditorRequest | null;
  requestKey: number;
  onClose: () => void;
}) {
  const o = useUiLanguage();
  if (!request) return null;
  const Editor = editors[request.kind] as ComponentType<EditorProps> | undefined;
  if (!Editor) return null;
  return (
    <EditorBoundary key={requestKey} onError={onClose} ui={o}>
      <Suspense fallback={<Loading />}>
        <Editor request={request} onClose={onClose} />
      </Suspense>
    </EditorBoundary>
  );
}

export function hasEditor(kind: EditorRequest["kind"]): boolean {
  return Boolean(editors[kind]);
}
