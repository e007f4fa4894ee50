import { useEffect } from "react";

/**
 * Radix's modal dialogs and menus hide the rest of the page from screen readers with aria-hidden
 * (marked `data-aria-hidden`) and trap focus in JavaScript. Focusable elements under aria-hidden are
 * still an accessibility error (axe "aria-hidden-focus", serious): this mirrors each such mark to
 * `inert`, which really takes the rest of the page out of reach, and lifts it when Radix lifts its
 * mark. Mount once (the admin overlay does) for every Radix layer of the kit.
 */
export function useInertOutside(): void {
  useEffect(() => {
    const ours = new Set<Element>();
    const sync = (element: Element) => {
      const hidden =
        element.getAttribute("data-aria-hidden") === "true" && element.getAttribute("aria-hidden") === "true";
      if (hidden && !element.hasAttribute("inert")) {
        element.setAttribute("inert", "");
        ours.add(element);
      } else if (!hidden && ours.has(element)) {
        element.removeAttribute("inert");
        ours.delete(element);
      }
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") sync(record.target as Element);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-hidden", "data-aria-hidden"],
    });
    document.querySelectorAll("[data-aria-hidden]").forEach(sync);
    return () => {
      observer.disconnect();
      for (const element of ours) element.removeAttribute("inert");
    };
  }, []);
}
