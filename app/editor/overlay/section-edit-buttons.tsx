import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { cn } from "../../components/ui/cn.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { openEditor } from "../editor-requests.ts";

type Target = {
  key: string;
  kind: "template-section" | "heading-section" | "hero";
  id: number;
  title: string;
  /**
   * Where the section's top end corner is on the page (document coordinates): its distance from the
   * page's end edge — the right edge on a left-to-right page, the left edge on an Arabic one.
   */
  top: number;
  end: number;
};

/** The attribute that marks each editable kind in the server-rendered page. */
const MARKERS: Record<Target["kind"], string> = {
  "template-section": "data-template-section",
  "heading-section": "data-heading-section",
  hero: "data-hero-section",
};
const SELECTOR = Object.values(MARKERS)
  .map((attribute) => `[${attribute}]`)
  .join(", ");

function titleOf(element: Element, kind: Target["kind"]): string {
  const heading = element.querySelector(kind === "template-section" ? "h2" : "h1, h2");
  return (heading?.textContent ?? "").replace(/\s+/g, " ").trim();
}

function identify(element: Element): Pick<Target, "key" | "kind" | "id"> | null {
  const kind = (Object.keys(MARKERS) as Target["kind"][]).find((k) => element.hasAttribute(MARKERS[k]));
  if (!kind) return null;
  const id = Number(element.getAttribute(MARKERS[kind]));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { key: `${kind}-${id}`, kind, id };
}

/** The page's direction (its `<html dir>`), which the buttons' layer takes: they mirror with the page. */
function pageIsRtl(): boolean {
  return getComputedStyle(document.documentElement).direction === "rtl";
}

function scan(): Target[] {
  const targets: Target[] = [];
  const seen = new Set<string>();
  for (const element of document.querySelectorAll(SELECTOR)) {
    const identity = identify(element);
    if (!identity || seen.has(identity.key)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // hidden
    seen.add(identity.key);
    targets.push({
      ...identity,
      title: titleOf(element, identity.kind),
      top: Math.round(rect.top + window.scrollY),
      end: Math.round(
        pageIsRtl() ? rect.left + window.scrollX : document.documentElement.clientWidth - (rect.right + window.scrollX),
      ),
    });
  }
  return targets;
}

function same(a: Target[], b: Target[]): boolean {
  return (
    a.length === b.length &&
    a.every((t, i) => {
      const o = b[i];
      return o && t.key === o.key && t.title === o.title && t.top === o.top && t.end === o.end;
    })
  );
}

/** "Edit section: Our services": the kind and the title, so a list of buttons says which is which. */
export function editButtonLabel(
  kind: Target["kind"],
  id: number,
  title: string,
  o: { locale: UiLocale } = ui("en"),
): string {
  const params = { title: title || `#${id}` };
  if (kind === "heading-section") return m.editors_editHeadingSection(params, o);
  if (kind === "hero") return m.editors_editHeroSection(params, o);
  return m.editors_editSection(params, o);
}

/**
 * An Edit button at the top end corner (top right; top left on a right-to-left page) of every
 * template and heading section of the page. The
 * buttons live in a layer of their own at the end of <body> (a portal), positioned over the
 * sections: putting them inside the server-rendered sections would make React's hydration of those
 * sections fail. They show while the pointer is over their section and on keyboard focus (they stay
 * in the tab order), and always on touch screens, which have no hover. Sections change on client
 * navigation, after an editor saves, and when the layout moves, so the page is watched and measured
 * again.
 */
export function SectionEditButtons() {
  const o = useUiLanguage();
  const [targets, setTargets] = useState<Target[]>([]);
  const [hovered, setHovered] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    // One scan per frame at most, and never postponed: a page that changes every frame (an
    // animation writing text) must not keep the scan from ever running.
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const found = scan();
        setTargets((current) => (same(current, found) ? current : found));
      });
    };
    update();
    const main = document.querySelector("main") ?? document.body;
    const mutations = new MutationObserver(update);
    mutations.observe(main, { childList: true, subtree: true, characterData: true });
    // Images loading, fonts and responsive layouts move the sections without any DOM mutation.
    const resizes = new ResizeObserver(update);
    resizes.observe(document.body);
    window.addEventListener("resize", update);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      window.removeEventListener("resize", update);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const onOver = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest("[data-edit-button-for]");
      if (button) {
        setHovered(button.getAttribute("data-edit-button-for"));
        return;
      }
      const section = target?.closest(SELECTOR);
      setHovered(section ? (identify(section)?.key ?? null) : null);
    };
    document.addEventListener("pointerover", onOver);
    return () => document.removeEventListener("pointerover", onOver);
  }, []);

  return createPortal(
    <div data-section-edit-buttons="" className="pointer-events-none absolute inset-x-0 top-0 z-30 h-0">
      {targets.map((target) => {
        const label = editButtonLabel(target.kind, target.id, target.title, o);
        return (
          <button
            key={target.key}
            type="button"
            data-edit-button-for={target.key}
            data-visible={hovered === target.key || undefined}
            aria-label={label}
            title={label}
            onClick={() => openEditor({ kind: target.kind, mode: "edit", id: target.id })}
            style={{ top: target.top + 8, insetInlineEnd: target.end + 8 }}
            className={cn(
              "pointer-events-auto absolute inline-flex items-center gap-1.5 rounded-full bg-gray-900 px-3 py-1.5 text-xs font-medium text-white shadow-lg outline-none",
              "opacity-0 transition-opacity hover:bg-gray-800 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:ring-offset-2 data-[visible]:opacity-100 [@media(hover:none)]:opacity-100",
            )}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            {m.editors_edit({}, o)}
          </button>
        );
      })}
    </div>,
    document.body,
  );
}
