import { ShoppingBag } from "../ui/icons.tsx";
import { useSyncExternalStore } from "react";
import {
  BASKET_CHANGED_EVENT,
  BASKET_STORAGE_KEY,
  basketQuantity,
} from "../../../features/orders/browser/basket-count.ts";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(BASKET_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(BASKET_CHANGED_EVENT, onChange);
  };
}

function readQuantity(): number {
  try {
    return basketQuantity(window.localStorage.getItem(BASKET_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings); the badge then stays hidden.
    return 0;
  }
}

/**
 * The basket icon with its count badge, shown only when the stored basket holds something. The
 * server (and the hydration pass) render nothing: the basket lives in the visitor's browser.
 */
export function BasketLink({ href, label, className }: { href: string; label: string; className: string }) {
  const quantity = useSyncExternalStore(subscribe, readQuantity, () => 0);
  if (quantity <= 0) return null;
  return (
    // The name holds the badge's visible text as it is ("Basket: 3"), as WCAG 2.5.3 asks.
    <a href={href} className={className} aria-label={`${label}: ${quantity > 99 ? "99+" : quantity}`}>
      <ShoppingBag aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -end-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-white"
      >
        {quantity > 99 ? "99+" : quantity}
      </span>
    </a>
  );
}
