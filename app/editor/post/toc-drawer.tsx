import { ListTree } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** Where the table of contents goes (spec §2.1, decision 043): beside the form, in a drawer, or nowhere. */
export type TocPlacement = "side" | "drawer" | "none";

/**
 * Fullscreen shows the contents panel; under 768 px it becomes a drawer opened by a button, so the
 * form keeps the full width (a 16rem side panel left the title box 85 px wide at 375 px).
 */
export function tocPlacement({
  fullscreen,
  mobile,
  editorView,
  landing,
}: {
  fullscreen: boolean;
  mobile: boolean;
  editorView: boolean;
  landing: boolean;
}): TocPlacement {
  if (!fullscreen || !editorView || landing) return "none";
  return mobile ? "drawer" : "side";
}

/** The drawer button's English text (tests find it by it). */
export const TOC_DRAWER_BUTTON = m.fields_postContents({}, { locale: "en" });

/**
 * The table of contents as a drawer over the form: a button opens it (a Radix popover layer, so
 * Escape closes the drawer and not the editor, and the focus goes back to the button); choosing a
 * heading closes it too.
 */
export function TocDrawer({ html, contentElement }: { html: string; contentElement: HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  const ui = useUiLanguage();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm" data-slot="toc-drawer-button">
          <ListTree aria-hidden="true" />
          {m.fields_postContents({}, ui)}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        side="bottom"
        align="start"
        aria-label={m.fields_postToc({}, ui)}
        className="max-h-[70dvh] w-[min(18rem,calc(100vw-2rem))] overflow-y-auto p-0"
        onClick={(event) => {
          // Choosing a heading brings it into view; the drawer then gets out of the way.
          if ((event.target as HTMLElement).closest("li button")) setOpen(false);
        }}
      >
        <TableOfContents html={html} contentElement={contentElement} className="w-full border-e-0" />
      </PopoverContent>
    </Popover>
  );
}
