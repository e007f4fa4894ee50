import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { BrandMark } from "../auth/brand-mark.tsx";

const NAV = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/tickets", label: "Tickets", end: false },
  { to: "/admin/meetings", label: "Meetings", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/outbox", label: "E-mail outbox", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
  { to: "/admin/translations", label: "Translations", end: false },
  { to: "/admin/ai/management", label: "AI Agents", end: false },
];

/** The admin area's own frame: the site's navbar and footer are hidden under /admin (spec §2). */
type Props = { siteName: string; logo: string | null; viewerName: string; children: ReactNode; actions?: ReactNode };

export function AdminShell({ siteName, logo, viewerName, children, actions }: Props) {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        {/* Phones: the navigation takes its own row under the brand and wraps, so every entry
            (Logout too) is in view at 375 px; one row from 768 px. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 md:flex-nowrap">
          <span className="shrink-0">
            <BrandMark name={siteName} logo={logo} homeHref="/" />
          </span>
          <p className="hidden text-sm text-gray-500 lg:block">Signed in as {viewerName}</p>
          <nav aria-label="Admin" className="w-full min-w-0 md:w-auto">
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
                    {item.label}
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
