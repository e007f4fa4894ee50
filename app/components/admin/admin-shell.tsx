import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { BrandMark } from "../auth/brand-mark.tsx";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

const NAV = [
  { to: "/admin", label: (_: object, ui: { locale: UiLocale }) => m.admin_navDashboard({}, ui), end: true },
  { to: "/admin/tickets", label: (_: object, ui: { locale: UiLocale }) => m.admin_navTickets({}, ui), end: false },
  { to: "/admin/meetings", label: (_: object, ui: { locale: UiLocale }) => m.admin_navMeetings({}, ui), end: false },
  { to: "/admin/orders", label: (_: object, ui: { locale: UiLocale }) => m.admin_navOrders({}, ui), end: false },
  { to: "/admin/outbox", label: (_: object, ui: { locale: UiLocale }) => m.admin_navOutbox({}, ui), end: false },
  { to: "/admin/audit", label: (_: object, ui: { locale: UiLocale }) => m.admin_navAudit({}, ui), end: false },
  {
    to: "/admin/translations",
    label: (_: object, ui: { locale: UiLocale }) => m.admin_navTranslations({}, ui),
    end: false,
  },
  {
    to: "/admin/ai/management",
    label: (_: object, ui: { locale: UiLocale }) => m.admin_navAiAgents({}, ui),
    end: false,
  },
];

/** The admin area's own frame: the site's navbar and footer are hidden under /admin (spec §2). */
type Props = { siteName: string; logo: string | null; viewerName: string; children: ReactNode; actions?: ReactNode };

export function AdminShell({ siteName, logo, viewerName, children, actions }: Props) {
  const ui = useUiLanguage();
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        {/* Phones: the navigation takes its own row under the brand and wraps, so every entry
            (Logout too) is in view at 375 px; one row from 768 px. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 md:flex-nowrap">
          <span className="shrink-0">
            <BrandMark name={siteName} logo={logo} homeHref="/" />
          </span>
          <p className="hidden text-sm text-gray-500 lg:block">{m.admin_signedInAs({ name: viewerName }, ui)}</p>
          <nav aria-label={m.admin_navLabel({}, ui)} className="w-full min-w-0 md:w-auto">
            <ul className="-mx-3 flex flex-wrap items-center gap-1 whitespace-nowrap md:mx-0 md:flex-nowrap">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
                        isActive ? "bg-gray-100 text-gray-900" : "text-gray-600 hover:bg-gray-50 hover:text-gray-900"
                      }`
                    }
                  >
                    {item.label({}, ui)}
                  </NavLink>
                </li>
              ))}
              {actions && <li>{actions}</li>}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
