import { ChevronRight } from "../ui/icons.tsx";
import { truncateLabel } from "../../view-models/breadcrumbs.ts";
import type { BreadcrumbView } from "../../view-models/view-models.ts";

/**
 * The page's breadcrumbs: in the flow on phones, fixed to the bottom of the window from 768 px
 * (the site layout pads the page by the bar's 40 px while one is present, so nothing hides under it).
 * Long labels are cut at 25 characters; the full label stays in the title.
 */
export function Breadcrumbs({ items, label }: { items: BreadcrumbView[]; label: string }) {
  return (
    <nav
      aria-label={label}
      data-breadcrumbs=""
      className="border-t border-gray-200 bg-white/90 px-4 text-sm backdrop-blur md:fixed md:inset-x-0 md:bottom-0 md:z-30 md:h-10"
    >
      <ol className="mx-auto flex h-full max-w-7xl items-center gap-1 overflow-x-auto py-2 whitespace-nowrap text-gray-600 md:py-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const text = truncateLabel(item.label);
          return (
            <li key={item.href} className="flex shrink-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-gray-400" />}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900" title={item.label}>
                  {text}
                </span>
              ) : (
                <a
                  href={item.href}
                  className="rounded-sm hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  title={item.label}
                >
                  {text}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
