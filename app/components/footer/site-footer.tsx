import { FallbackText } from "../fallback-text.tsx";
import { clsx } from "clsx";
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import {
  compactLinks,
  FOOTER_MIN_HEIGHT_PX,
  footerGroups,
  GRID_COLUMN_COUNT,
  gridColumns,
} from "../../view-models/footer-layout.ts";
import { openCookieSettings } from "../../browser/site-events.ts";
import type { FooterLinkView, FooterView, LinkView, ViewerView } from "../../view-models/view-models.ts";
import { footerAccountEntries, type ViewerEntry } from "../../view-models/viewer-links.ts";
import type { RootData } from "../../root.tsx";
import { LanguageList } from "../header/language-switch.tsx";
import { SiteLink } from "../header/site-link.tsx";
import { ViewerEntryControl } from "../header/viewer-entry.tsx";

type Props = {
  site: RootData["site"];
  locale: Locale;
  labels: ChromeLabels;
  links: FooterLinkView[];
  style: FooterView;
  viewer: ViewerView;
  /** The copyright year, decided on the server so that the browser renders the same text. */
  year: number;
};

const LINK =
  "rounded-sm transition-colors outline-none hover:text-(--footer-hover) focus-visible:text-(--footer-hover) focus-visible:ring-2 focus-visible:ring-current";
const HEADING = "mb-3 text-sm font-semibold tracking-wide text-(--footer-hover) uppercase";

/** The site footer in its three variants of spec public-site §2: default, compact and grid. */
export function SiteFooter({ site, locale, labels, links, style, viewer, year }: Props) {
  const account = footerAccountEntries(viewer, labels, locale, site);
  const accountTitle = viewer?.isAdmin ? labels.admin : labels.account;
  const copyright = `© ${year} ${site.name}`;
  const languages = site.withLanguageSwitch ? (
    <LanguageList site={site} locale={locale} labels={labels} className="text-sm" linkClassName={LINK} />
  ) : null;
  const privacy = (
    <button type="button" className={clsx(LINK, "text-sm")} onClick={openCookieSettings}>
      {labels.privacySettings}
    </button>
  );

  return (
    <footer
      data-footer-variant={style.variant}
      className="flex flex-col text-sm"
      style={
        {
          background: style.background,
          color: style.color,
          minHeight: FOOTER_MIN_HEIGHT_PX[style.variant],
          "--footer-hover": style.colorHover,
        } as CSSProperties
      }
    >
      {style.variant === "compact" ? (
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center gap-6 px-4 py-8 sm:px-6">
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <p className="text-base font-semibold text-(--footer-hover)">{site.name}</p>
            <LinkList links={compactLinks(links)} className="flex flex-wrap gap-x-6 gap-y-2" label={labels.links} />
          </div>
          {/* The spec gives admins an Admin column in every footer, the compact one included. */}
          {viewer?.isAdmin && (
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
              <p className={HEADING.replace("mb-3 ", "")}>{labels.admin}</p>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {account.map((entry) => (
                  <li key={entry.key}>
                    <ViewerEntryControl entry={entry} className={clsx(LINK, "text-start")} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-col gap-4 border-t border-current/15 pt-6 md:flex-row md:items-center md:justify-between">
            <p>{copyright}</p>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              {privacy}
              {languages}
            </div>
          </div>
        </div>
      ) : (
        <>
          <div className="mx-auto w-full max-w-7xl flex-1 px-4 pt-14 pb-10 sm:px-6">
            {style.variant === "grid" ? (
              <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
                {gridColumns(links, GRID_COLUMN_COUNT - 1).map((column, index) => (
                  <Column key={index} title={index === 0 ? site.name : null}>
                    <LinkList links={column} className="space-y-2.5" label={index === 0 ? labels.links : undefined} />
                  </Column>
                ))}
                <AccountColumn title={accountTitle} entries={account} />
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-8 md:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
                {/* The brand is a row of its own above the columns, not a column of empty space. */}
                <p className="col-span-full text-lg font-semibold text-(--footer-hover)">{site.name}</p>
                {footerGroups(links).map((group) => (
                  <Column
                    key={group.key}
                    title={
                      group.title ? (
                        <SiteLink link={group.title} className={LINK}>
                          <FallbackText view={group.title} field="label">
                            {group.title.label}
                          </FallbackText>
                        </SiteLink>
                      ) : group.key === "links-0" ? (
                        labels.links
                      ) : null
                    }
                  >
                    <LinkList links={group.links} className="space-y-2.5" />
                  </Column>
                ))}
                <AccountColumn title={accountTitle} entries={account} />
              </div>
            )}
          </div>
          <BottomBar copyright={copyright} privacy={privacy} languages={languages} />
        </>
      )}
    </footer>
  );
}

function Column({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      {title ? (
        <p className={HEADING}>{title}</p>
      ) : (
        // Keeps the column's links level with its neighbours' on wide screens.
        <p aria-hidden="true" className={clsx(HEADING, "invisible max-md:hidden")}>
          &nbsp;
        </p>
      )}
      {children}
    </div>
  );
}

function LinkList({ links, className, label }: { links: LinkView[]; className: string; label?: string }) {
  if (links.length === 0) return null;
  const list = (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <SiteLink link={link} className={LINK}>
            <FallbackText view={link} field="label">
              {link.label}
            </FallbackText>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
  return label ? <nav aria-label={label}>{list}</nav> : list;
}

function AccountColumn({ title, entries }: { title: string; entries: ViewerEntry[] }) {
  return (
    <Column title={title}>
      <ul className="space-y-2.5">
        {entries.map((entry) => (
          <li key={entry.key}>
            <ViewerEntryControl entry={entry} className={clsx(LINK, "text-start")} />
          </li>
        ))}
      </ul>
    </Column>
  );
}

function BottomBar({ copyright, privacy, languages }: { copyright: string; privacy: ReactNode; languages: ReactNode }) {
  return (
    <div className="border-t border-current/15">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>{copyright}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {privacy}
          {languages}
        </div>
      </div>
    </div>
  );
}
