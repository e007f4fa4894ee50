import { localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../labels/chrome-labels.ts";
import type { ViewerView } from "./view-models.ts";

/** One entry of the profile menu or the footer's account column. */
export type ViewerEntry =
  | { key: string; label: string; kind: "link"; href: string }
  | { key: string; label: string; kind: "login"; href: string }
  | { key: string; label: string; kind: "contact" }
  | { key: string; label: string; kind: "logout" };

/**
 * The profile menu of spec public-site §2: admins get Dashboard, Tickets, Meetings, AI Agents and
 * Logout; regular users Account, their support tickets, Contact and Logout; anonymous visitors a
 * Login entry.
 */
export function profileEntries(
  viewer: ViewerView,
  labels: ChromeLabels,
  locale: Locale,
  site: LocaleSite,
): ViewerEntry[] {
  if (viewer?.isAdmin) return adminEntries(labels);
  if (viewer) {
    return [
      { key: "account", label: labels.account, kind: "link", href: "/account" },
      {
        key: "tickets",
        label: labels.tickets,
        kind: "link",
        href: localizePath("/account/profile/tickets", locale, site),
      },
      { key: "contact", label: labels.contact, kind: "contact" },
      { key: "logout", label: labels.logout, kind: "logout" },
    ];
  }
  return [{ key: "login", label: labels.login, kind: "login", href: localizePath("/login", locale, site) }];
}

/** The footer's profile or admin column: admins the admin menu, users Account and Logout, visitors Login and Register. */
export function footerAccountEntries(
  viewer: ViewerView,
  labels: ChromeLabels,
  locale: Locale,
  site: LocaleSite,
): ViewerEntry[] {
  if (viewer?.isAdmin) return adminEntries(labels);
  if (viewer) {
    return [
      { key: "account", label: labels.account, kind: "link", href: "/account" },
      { key: "logout", label: labels.logout, kind: "logout" },
    ];
  }
  return [
    { key: "login", label: labels.login, kind: "link", href: localizePath("/login", locale, site) },
    { key: "register", label: labels.register, kind: "link", href: localizePath("/register", locale, site) },
  ];
}

function adminEntries(labels: ChromeLabels): ViewerEntry[] {
  return [
    { key: "dashboard", label: labels.dashboard, kind: "link", href: "/admin" },
    { key: "tickets", label: labels.tickets, kind: "link", href: "/admin" },
    { key: "meetings", label: labels.meetings, kind: "link", href: "/admin" },
    { key: "ai-agents", label: labels.aiAgents, kind: "link", href: "/admin/ai/management" },
    { key: "logout", label: labels.logout, kind: "logout" },
  ];
}
