import { ChevronRight } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { truncateLabel } from "../../lib/breadcrumbs.ts";
import { chromeLabels } from "../../lib/chrome-labels.ts";
import type { BreadcrumbView } from "../../lib/view-models.ts";
import type { RootData } from "../../root.tsx";

/**
 * The page's breadcrumbs: in the flow on phones, fixed to the bottom of the window from 768 px
 * (the site layout pads the page by the bar's 40 px while one is present, so nothing hides under it).
 * Long labels are cut at 25 characters; the full label stays in the title.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbView[] }) {
  const locale = useRouteLoaderData<RootData>("root")?.locale ?? "en";
  const labels = chromeLabels(locale);
  return (
    <nav
      aria-label={labels.breadcrumb}
      data-breadcrumbs=""
      className="border-t border-gray-200 bg-white/90 px-4 text-sm backdrop-blur md:fixed md:inset-x-0 md:bottom-0 md:z-30 md:h-10"
    >
      <ol className="mx-auto flex h-full max-w-7xl items-center gap-1 overflow-x-auto py-2 whitespace-nowrap text-gray-600 md:py-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          // The first crumb is the home page; its label follows the page's language.
          const label = index === 0 && item.label === "Home" ? labels.home : item.label;
          const text = truncateLabel(label);
          return (
            <li key={item.href} className="flex shrink-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-gray-400" />}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900" title={label}>
                  {text}
                </span>
              ) : (
                <a href={item.href} className="rounded-sm hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary" title={label}>
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
