import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { cn } from "../../components/ui/cn.ts";
import { currentHeading, tableOfContents, tocEmptyHint } from "./post-content.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

type Props = {
  html: string;
  /** The rendered content (ProseMirror's element), whose headings are tracked while scrolling. */
  contentElement: HTMLElement | null;
  /** Extra classes (the phone drawer takes the full width, without the side border). */
  className?: string;
};

/**
 * The fullscreen side panel (spec §2.1): the content's h1–h5 headings, collapsible, the current
 * one highlighted while the editor scrolls; a click brings a heading into view.
 */
export function TableOfContents({ html, contentElement, className }: Props) {
  const ui = useUiLanguage();
  const entries = useMemo(() => tableOfContents(html, ui.locale), [html, ui.locale]);
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(-1);
  const listId = useId();

  useEffect(() => {
    if (!contentElement) return;
    const scroller = scrollParent(contentElement);
    const update = () => {
      const headings = [...contentElement.querySelectorAll("h1, h2, h3, h4, h5")];
      const top = scroller ? scroller.getBoundingClientRect().top : 0;
      setCurrent(
        currentHeading(
          headings.map((heading) => heading.getBoundingClientRect().top),
          top,
        ),
      );
    };
    update();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener("scroll", update, { passive: true });
    return () => target.removeEventListener("scroll", update);
  }, [contentElement, html]);

  function reveal(index: number) {
    const heading = contentElement?.querySelectorAll("h1, h2, h3, h4, h5")[index];
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
    setCurrent(index);
  }

  return (
    <nav
      aria-label={m.fields_postToc({}, ui)}
      className={cn("min-h-full w-64 shrink-0 border-e border-gray-200 bg-gray-50 p-3 text-sm", className)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-1 rounded px-1 py-1 text-start font-semibold text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
      >
        {open ? (
          <ChevronDown className="size-4" aria-hidden="true" />
        ) : (
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        )}
        {m.fields_postToc({}, ui)}
      </button>
      <div id={listId} hidden={!open} className="mt-2">
        {entries.length === 0 ? (
          <p className="px-1 text-gray-600">{tocEmptyHint(ui.locale)}</p>
        ) : (
          <ol className="space-y-0.5">
            {entries.map((entry) => (
              <li key={entry.index} style={{ paddingInlineStart: `${(entry.level - 1) * 0.75}rem` }}>
                <button
                  type="button"
                  aria-current={entry.index === current ? "location" : undefined}
                  onClick={() => reveal(entry.index)}
                  className={cn(
                    "w-full truncate rounded px-1.5 py-1 text-start hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none",
                    entry.index === current ? "bg-sky-100 font-medium text-sky-900" : "text-gray-700",
                  )}
                >
                  {entry.text}
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </nav>
  );
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === "auto" || overflow === "scroll") return node;
  }
  return null;
}
