import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code2,
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  Heading5,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
} from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Input } from "../../components/ui/input.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover.tsx";
import { ARTICLE_BODY } from "../../components/blog/article-body.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

type Props = {
  value: string;
  onChange: (html: string) => void;
  /** Code view: the HTML as text (landing posts open in it). */
  codeView: boolean;
  onCodeViewChange: (codeView: boolean) => void;
  /** The element holding the rendered headings (for the table of contents' scroll tracking). */
  onContentElement?: (element: HTMLElement | null) => void;
  labelledBy: string;
};

/**
 * The post body: Tiptap (ProseMirror) with a toolbar, and a code/HTML view of the same value.
 * Lives in the post editor's chunk only: visitors never download Tiptap.
 */
export function RichTextEditor({ value, onChange, codeView, onCodeViewChange, onContentElement, labelledBy }: Props) {
  const ui = useUiLanguage();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5] },
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelledBy,
        "aria-multiline": "true",
        role: "textbox",
        class: cn(ARTICLE_BODY, "min-h-64 max-w-none px-4 py-3 focus:outline-none"),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // Undo/redo of the whole form, a draft restore or a History restore change the value from
  // outside: the editor follows (without reporting it back as an edit).
  useEffect(() => {
    if (!editor || editor.isDestroyed || codeView) return;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, codeView]);

  useEffect(() => {
    onContentElement?.(codeView || !editor ? null : (editor.view.dom as HTMLElement));
  }, [editor, codeView, onContentElement]);

  return (
    <div className="rounded-lg border border-gray-300 bg-white focus-within:ring-2 focus-within:ring-sky-600">
      <Toolbar editor={editor} codeView={codeView} onCodeViewChange={onCodeViewChange} />
      {codeView ? (
        <textarea
          aria-labelledby={labelledBy}
          aria-description={m.fields_postHtmlSource({}, ui)}
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block min-h-64 w-full resize-y rounded-b-lg border-0 bg-gray-950 p-3 font-mono text-sm text-gray-100 focus:outline-none"
        />
      ) : (
        <EditorContent editor={editor} data-slot="rich-text" />
      )}
    </div>
  );
}

function Toolbar({
  editor,
  codeView,
  onCodeViewChange,
}: {
  editor: Editor | null;
  codeView: boolean;
  onCodeViewChange: (codeView: boolean) => void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            underline: current.isActive("underline"),
            strike: current.isActive("strike"),
            paragraph: current.isActive("paragraph"),
            h1: current.isActive("heading", { level: 1 }),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            h4: current.isActive("heading", { level: 4 }),
            h5: current.isActive("heading", { level: 5 }),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            blockquote: current.isActive("blockquote"),
            codeBlock: current.isActive("codeBlock"),
            link: current.isActive("link"),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const disabled = codeView || !editor;
  const ui = useUiLanguage();
  const chain = () => editor!.chain().focus();
  const tool = (label: string, icon: ReactNode, pressed: boolean | undefined, run: () => void) => (
    <Button
      key={label}
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={pressed ?? false}
      disabled={disabled}
      className={cn(pressed && "bg-gray-200")}
      onClick={run}
    >
      {icon}
    </Button>
  );
  return (
    <div
      role="toolbar"
      aria-label={m.fields_postFormatting({}, ui)}
      className="flex flex-wrap items-center gap-0.5 border-b border-gray-200 bg-gray-50 p-1"
    >
      {tool(m.fields_postToolBold({}, ui), <Bold aria-hidden="true" />, active?.bold, () => chain().toggleBold().run())}
      {tool(m.fields_postToolItalic({}, ui), <Italic aria-hidden="true" />, active?.italic, () =>
        chain().toggleItalic().run(),
      )}
      {tool(m.fields_postToolUnderline({}, ui), <Underline aria-hidden="true" />, active?.underline, () =>
        chain().toggleUnderline().run(),
      )}
      {tool(m.fields_postToolStrikethrough({}, ui), <Strikethrough aria-hidden="true" />, active?.strike, () =>
        chain().toggleStrike().run(),
      )}
      <Separator />
      {tool(m.fields_postToolParagraph({}, ui), <Pilcrow aria-hidden="true" />, active?.paragraph, () =>
        chain().setParagraph().run(),
      )}
      {tool(m.fields_postToolHeading({ level: 1 }, ui), <Heading1 aria-hidden="true" />, active?.h1, () =>
        chain().toggleHeading({ level: 1 }).run(),
      )}
      {tool(m.fields_postToolHeading({ level: 2 }, ui), <Heading2 aria-hidden="true" />, active?.h2, () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {tool(m.fields_postToolHeading({ level: 3 }, ui), <Heading3 aria-hidden="true" />, active?.h3, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {tool(m.fields_postToolHeading({ level: 4 }, ui), <Heading4 aria-hidden="true" />, active?.h4, () =>
        chain().toggleHeading({ level: 4 }).run(),
      )}
      {tool(m.fields_postToolHeading({ level: 5 }, ui), <Heading5 aria-hidden="true" />, active?.h5, () =>
        chain().toggleHeading({ level: 5 }).run(),
      )}
      <Separator />
      {tool(m.fields_postToolBulletList({}, ui), <List aria-hidden="true" />, active?.bulletList, () =>
        chain().toggleBulletList().run(),
      )}
      {tool(m.fields_postToolNumberedList({}, ui), <ListOrdered aria-hidden="true" />, active?.orderedList, () =>
        chain().toggleOrderedList().run(),
      )}
      {tool(m.fields_postToolQuote({}, ui), <Quote aria-hidden="true" />, active?.blockquote, () =>
        chain().toggleBlockquote().run(),
      )}
      {tool(m.fields_postToolCodeBlock({}, ui), <SquareCode aria-hidden="true" />, active?.codeBlock, () =>
        chain().toggleCodeBlock().run(),
      )}
      {tool(m.fields_postToolHorizontalLine({}, ui), <Minus aria-hidden="true" />, false, () =>
        chain().setHorizontalRule().run(),
      )}
      <Separator />
      <UrlTool
        label={m.fields_postToolLink({}, ui)}
        addressLabel={m.fields_postLinkAddress({}, ui)}
        removable
        icon={<Link2 aria-hidden="true" />}
        disabled={disabled}
        pressed={active?.link}
        placeholder="https://example.com"
        onApply={(url) =>
          url ? chain().extendMarkRange("link").setLink({ href: url }).run() : chain().unsetLink().run()
        }
      />
      <UrlTool
        label={m.fields_postToolImage({}, ui)}
        addressLabel={m.fields_postImageAddress({}, ui)}
        icon={<ImagePlus aria-hidden="true" />}
        disabled={disabled}
        placeholder="https://example.com/photo.jpg"
        onApply={(url) => url && chain().setImage({ src: url }).run()}
      />
      <Separator />
      {tool(m.fields_postToolUndo({}, ui), <Undo2 aria-hidden="true" />, undefined, () => chain().undo().run())}
      {tool(m.fields_postToolRedo({}, ui), <Redo2 aria-hidden="true" />, undefined, () => chain().redo().run())}
      <div className="ms-auto">
        <Button
          type="button"
          variant={codeView ? "default" : "outline"}
          size="sm"
          aria-pressed={codeView}
          onClick={() => onCodeViewChange(!codeView)}
          title={m.fields_postHtmlTitle({}, ui)}
        >
          <Code2 aria-hidden="true" />
          HTML
        </Button>
      </div>
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-300" />;
}

/** A toolbar button that asks for an address (links, images) in a small popover. */
function UrlTool({
  label,
  addressLabel,
  removable = false,
  icon,
  disabled,
  pressed,
  placeholder,
  onApply,
}: {
  label: string;
  /** The address field's label ("Link address"). */
  addressLabel: string;
  /** An empty address removes the mark (links). */
  removable?: boolean;
  icon: ReactNode;
  disabled: boolean;
  pressed?: boolean;
  placeholder: string;
  onApply: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const id = useId();
  const ui = useUiLanguage();
  const safe = (value: string) => /^(https?:\/\/|\/|mailto:)/i.test(value.trim());
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          title={label}
          aria-pressed={pressed ?? false}
          disabled={disabled}
          className={cn(pressed && "bg-gray-200")}
        >
          {icon}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80">
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = url.trim();
            if (value && !safe(value)) return;
            onApply(value);
            setUrl("");
            setOpen(false);
          }}
        >
          <label htmlFor={id} className="block text-sm font-medium">
            {addressLabel}
          </label>
          <Input id={id} value={url} placeholder={placeholder} onChange={(event) => setUrl(event.target.value)} />
          {url.trim() && !safe(url) && (
            <p role="alert" className="text-xs text-red-700">
              {m.fields_postUrlInvalid({}, ui)}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" size="sm">
              {removable && !url.trim() ? m.fields_postRemoveLink({}, ui) : m.fields_postApply({}, ui)}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
