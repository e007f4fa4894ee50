import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../components/ui/cn.ts";
import { Input } from "../../components/ui/input.tsx";
import { Popover, PopoverAnchor, PopoverContent } from "../../components/ui/popover.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { api, unwrap } from "../../api-client/client.ts";
import { linkTargets, linkWarning, matchTargets, slugPath, type LinkTarget } from "./link-targets.ts";

let cached: Promise<LinkTarget[]> | null = null;

/** The site's pages and posts, read once per page load (GET /api/site-map). */
function loadTargets(): Promise<LinkTarget[]> {
  cached ??= unwrap(api.GET("/site-map", { cache: "no-store" }))
    .then((map) => linkTargets(map.tree as Parameters<typeof linkTargets>[0]))
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

export type LinkPickerProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the person is done: an option chosen, or the field left. */
  onCommit?: (value: string) => void;
  placeholder?: string;
  /** Menu items store a slug ("blog"), not a path: options and warnings translate. */
  slugMode?: boolean;
  /** An accessible name when there is no <label for>. */
  label?: string;
  className?: string;
  "aria-describedby"?: string;
};

/**
 * A link field that offers the site's pages and posts (links are picked, not typed blind; decision 043):
 * an editable combobox with a listbox of pages filtered by what is typed, arrows to move, Enter to
 * choose, Escape to close; and a warning under it when what is typed is not a page of the site or
 * breaks the link rule (shared/rules/links.ts, decision 032).
 */
export function LinkPicker({
  id,
  value,
  onChange,
  onCommit,
  placeholder,
  slugMode = false,
  label,
  className,
  "aria-describedby": describedBy,
}: LinkPickerProps) {
  const o = useUiLanguage();
  const [targets, setTargets] = useState<LinkTarget[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    loadTargets()
      .then((list) => {
        if (live) setTargets(list);
      })
      .catch((error: unknown) => console.warn("Site pages not loaded for the link picker", error));
    return () => {
      live = false;
    };
  }, []);

  const asPath = (text: string) => (slugMode && text.trim() ? slugPath(text.trim()) : text);
  const fromPath = (path: string) => (slugMode ? path.replace(/^\/+/, "") : path);
  const options = matchTargets(value, targets ?? []);
  const warning = linkWarning(asPath(value), targets, o);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(target: LinkTarget) {
    const next = fromPath(target.path);
    onChange(next);
    onCommit?.(next);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className={cn("space-y-1", className)}>
      <Popover open={open && options.length > 0} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <Input
            ref={input}
            id={id}
            role="combobox"
            aria-label={label}
            aria-expanded={open && options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-describedby={[describedBy, warning ? warningId : null].filter(Boolean).join(" ") || undefined}
            aria-invalid={warning ? true : undefined}
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={(event) => {
              if (onCommit && !event.relatedTarget?.closest?.(`[data-link-listbox="${listId}"]`)) onCommit(value);
            }}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setOpen(true);
                setActive((current) => Math.min(options.length - 1, current + 1));
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((current) => Math.max(0, current - 1));
              } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
                event.preventDefault();
                choose(options[active]);
              }
            }}
          />
        </PopoverAnchor>
        <PopoverContent
          align="start"
          sideOffset={2}
          aria-label={m.editors_choosePage({}, o)}
          className="max-h-64 w-[var(--radix-popover-trigger-width)] min-w-64 overflow-y-auto p-1"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === input.current) event.preventDefault();
          }}
        >
          <ul id={listId} role="listbox" aria-label={m.editors_pagesAndPosts({}, o)} data-link-listbox={listId}>
            {options.map((target, index) => (
              <li
                key={target.path}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer rounded px-2 py-1 text-sm",
                  index === active ? "bg-sky-100 text-sky-950" : "text-gray-900 hover:bg-gray-100",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(target)}
              >
                <span className="block truncate font-medium">{target.title}</span>
                <span className="block truncate text-xs text-gray-600">{target.path}</span>
              </li>
            ))}
          </ul>
        </PopoverContent>
      </Popover>
      {warning && (
        <p id={warningId} className="text-xs text-amber-800" data-link-warning>
          {warning}
        </p>
      )}
    </div>
  );
}

/**
 * A link cell that saves when done (the menu grid's slugs): like InlineText, the typed value is a
 * draft until an option is chosen or the field is left; a refused commit puts the stored value back.
 */
export function CommitLinkPicker({
  value,
  label,
  commit,
  slugMode,
}: {
  value: string;
  label: string;
  commit: (next: string) => boolean | Promise<boolean>;
  slugMode?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The last value sent (a choice is followed by the field's blur: one save, not two).
  const [committed, setCommitted] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
    setCommitted(value);
  }
  async function finish(next: string) {
    if (next === committed) return;
    setCommitted(next);
    const kept = await commit(next);
    if (!kept) {
      setCommitted(value);
      setDraft(value);
    }
  }
  return (
    <LinkPicker
      id={id}
      label={label}
      value={draft}
      slugMode={slugMode}
      onChange={setDraft}
      onCommit={(next) => void finish(next)}
    />
  );
}
