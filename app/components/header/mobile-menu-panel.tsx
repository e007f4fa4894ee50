import { FallbackText } from "../fallback-text.tsx";
import { clsx } from "clsx";
import { useState } from "react";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import type { MenuView, ViewerView } from "../../view-models/view-models.ts";
import { profileEntries } from "../../view-models/viewer-links.ts";
import { ChevronDown } from "../ui/icons.tsx";
import { LanguageList } from "./language-switch.tsx";
import { LOGIN_BUTTON_CLASS } from "./profile-menu.tsx";
import { SiteLink } from "./site-link.tsx";
import { ViewerEntryControl } from "./viewer-entry.tsx";

const ROW =
  "flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-gray-900 outline-none hover:bg-gray-50 focus-visible:bg-gray-50 aria-[current=page]:text-primary";

type Props = {
  panelId: string;
  menu: MenuView[];
  labels: ChromeLabels;
  site: LocaleSite & { withLanguageSwitch: boolean };
  locale: Locale;
  viewer: ViewerView;
};

/**
 * The content of the mobile menu's panel: its own chunk, downloaded when the burger button is
 * first pressed (or touched), since nothing of it shows before that.
 */
export default function MobileMenuPanel({ panelId, menu, labels, site, locale, viewer }: Props) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const entries = profileEntries(viewer, labels, locale, site);
  return (
    <>
      <nav aria-label={labels.mainNavigation}>
        {menu.length === 0 && <p className="px-3 py-3 text-sm text-gray-500">{labels.noMenuItems}</p>}
        <ul className="divide-y divide-gray-100">
          {menu.map((item) => {
            if (item.children.length === 0) {
              return (
                <li key={item.id}>
                  <SiteLink link={item} className={ROW}>
                    <FallbackText view={item} field="label">
                      {item.label}
                    </FallbackText>
                  </SiteLink>
                </li>
              );
            }
            const isExpanded = expanded === item.id;
            const regionId = `${panelId}-${item.id}`;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={regionId}
                  className={ROW}
                  onClick={() => setExpanded(isExpanded ? null : item.id)}
                >
                  <FallbackText view={item} field="label">
                    {item.label}
                  </FallbackText>
                  <ChevronDown
                    aria-hidden="true"
                    className={clsx("size-5 text-gray-500 transition-transform", isExpanded && "rotate-180")}
                  />
                </button>
                <ul id={regionId} hidden={!isExpanded} className="pb-2 ps-3">
                  <li>
                    <SiteLink
                      link={item}
                      className="block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-50 aria-[current=page]:text-primary"
                    >
                      <FallbackText view={item} field="label">
                        {item.label}
                      </FallbackText>
                    </SiteLink>
                  </li>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SiteLink
                        link={child}
                        className="block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-50 aria-[current=page]:text-primary"
                      >
                        <span className="block">
                          <FallbackText view={child} field="label">
                            {child.label}
                          </FallbackText>
                        </span>
                        {child.description && (
                          <span className="block text-sm text-gray-500">
                            <FallbackText view={child} field="description">
                              {child.description}
                            </FallbackText>
                          </span>
                        )}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {site.withLanguageSwitch && (
        <div className="mt-3 border-t border-gray-100 px-3 pt-4">
          <p className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{labels.language}</p>
          <LanguageList
            site={site}
            locale={locale}
            labels={labels}
            linkClassName="text-sm text-gray-700 hover:text-gray-900"
          />
        </div>
      )}
      <div className="mt-4 border-t border-gray-100 px-3 pt-4">
        {viewer ? (
          <ul className="space-y-1">
            {entries.map((entry) => (
              <li key={entry.key}>
                <ViewerEntryControl
                  entry={entry}
                  className="block w-full rounded-lg py-2 text-start text-gray-700 hover:text-gray-900"
                />
              </li>
            ))}
          </ul>
        ) : (
          entries.map((entry) => (
            <ViewerEntryControl
              key={entry.key}
              entry={entry}
              className={clsx(LOGIN_BUTTON_CLASS, "w-full justify-center")}
            />
          ))
        )}
      </div>
    </>
  );
}
