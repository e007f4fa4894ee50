import type { EditorProps } from "../editor-requests.ts";
import { ChromeEditor } from "../chrome/chrome-editor.tsx";

/** The header editor (spec editing-tools §2.10): header style, preview and the menu-items grid. */
export default function HeaderEditor({ onClose }: EditorProps<"header">) {
  return <ChromeEditor kind="header" onClose={onClose} />;
}
