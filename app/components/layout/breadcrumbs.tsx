import { truncateLabel } from "../../lib/breadcrumbs.ts";
import type { BreadcrumbView } from "../../lib/view-models.ts";

export function Breadcrumbs({ items }: { items: BreadcrumbView[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-t border-gray-200 bg-white/90 px-4 py-2 text-sm backdrop-blur md:fixed md:inset-x-0 md:bottom-0 md:z-30">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 text-gray-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900" title={item.label}>
                  {truncateLabel(item.label)}
                </span>
              ) : (
                <a href={item.href} className="hover:text-gray-900 hover:underline" title={item.label}>
                  {truncateLabel(item.label)}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
