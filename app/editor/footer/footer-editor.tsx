import type { EditorProps } from "../editor-requests.ts";
import { ChromeEditor } from "../chrome/chrome-editor.tsx";

/** The footer editor (spec editing-tools §2.10): the header editor's sibling with the footer styles. */
export default function FooterEditor({ onClose }: EditorProps<"footer">) {
  return <ChromeEditor kind="footer" onClose={onClose} />;
}
