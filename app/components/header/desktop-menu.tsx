import { FallbackText } from "../fallback-text.tsx";
import { clsx } from "clsx";
import { ArrowRight, ChevronDown } from "../ui/icons.tsx";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import { submenuPanel } from "../../view-models/header-behaviour.ts";
import type { MenuView } from "../../view-models/view-models.ts";
import { Dropdown, type DropdownGroup } from "./dropdown.tsx";
import { SiteLink } from "./site-link.tsx";

type Props = { menu: MenuView[]; labels: ChromeLabels; group: DropdownGroup; itemClassName: string };

/** The menu bar from 768 px up: plain links, and dropdowns for items with submenu items. */
export function DesktopMenu({ menu, labels, group, itemClassName }: Props) {
  if (menu.length === 0) {
    return <p className="hidden px-3 text-sm opacity-70 md:block">{labels.noMenuItems}</p>;
  }
  return (
    <ul className="hidden min-w-0 items-center gap-0.5 md:flex">
      {menu.map((item) => {
        const panel = submenuPanel(item.children.length);
        if (panel === "none") {
          return (
            <li key={item.id}>
              <SiteLink link={item} className={itemClassName}>
                <FallbackText view={item} field="label">
                  {item.label}
                </FallbackText>
              </SiteLink>
            </li>
          );
        }
        return (
          // The wide panel spans the header bar, so its item must not be the positioning box.
          <li key={item.id} className={panel === "wide" ? "static" : "relative"}>
            <Dropdown
              group={group}
              id={`menu-${item.id}`}
              hover
              className={panel === "wide" ? "static" : "relative"}
              triggerClassName={itemClassName}
              trigger={
                <>
                  <FallbackText view={item} field="label">
                    {item.label}
                  </FallbackText>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 opacity-70 transition-transform group-aria-expanded:rotate-180"
                  />
                </>
              }
              panelClassName={
                panel === "wide" ? "absolute inset-x-0 top-full px-2 pt-2" : "absolute start-0 top-full pt-2"
              }
            >
              {panel === "wide" ? <WidePanel item={item} /> : <NarrowPanel item={item} />}
            </Dropdown>
          </li>
        );
      })}
    </ul>
  );
}

function WidePanel({ item }: { item: MenuView }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 rounded-2xl bg-white p-6 text-gray-700 shadow-xl ring-1 ring-black/5 lg:grid-cols-[14rem_1fr]">
      <div className="hidden lg:block">
        <SiteLink
          link={item}
          className="group inline-flex items-center gap-1.5 rounded-md text-base font-semibold text-gray-900 outline-none hover:text-primary focus-visible:text-primary"
        >
          <FallbackText view={item} field="label">
            {item.label}
          </FallbackText>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
          />
        </SiteLink>
        {item.description && (
          <p className="mt-2 text-sm leading-6 text-gray-600">
            <FallbackText view={item} field="description">
              {item.description}
            </FallbackText>
          </p>
        )}
      </div>
      <ul className={clsx("grid gap-2 sm:grid-cols-2", item.children.length > 2 && "xl:grid-cols-3")}>
        {item.children.map((child) => (
          <li key={child.id}>
            <SiteLink
              link={child}
              className="flex h-full gap-3 rounded-xl p-3 outline-none transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary"
            >
              {child.image ? (
                <img
                  src={child.image}
                  alt=""
                  loading="lazy"
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg bg-gray-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary/10 font-semibold text-primary"
                >
                  {[...child.label][0]}
                </span>
              )}
              <span className="min-w-0">
                <span className="block font-medium text-gray-900">
                  <FallbackText view={child} field="label">
                    {child.label}
                  </FallbackText>
                </span>
                {child.description && (
                  <span className="mt-0.5 line-clamp-2 block text-sm text-gray-600">
                    <FallbackText view={child} field="description">
                      {child.description}
                    </FallbackText>
                  </span>
                )}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NarrowPanel({ item }: { item: MenuView }) {
  return (
    <ul className="w-64 rounded-xl bg-white p-1.5 text-sm text-gray-700 shadow-lg ring-1 ring-black/5">
      {item.children.map((child) => (
        <li key={child.id}>
          <SiteLink
            link={child}
            className="block rounded-lg px-3 py-2 outline-none hover:bg-gray-100 hover:text-gray-900 focus-visible:bg-gray-100 aria-[current=page]:font-semibold"
          >
            <FallbackText view={child} field="label">
              {child.label}
            </FallbackText>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
