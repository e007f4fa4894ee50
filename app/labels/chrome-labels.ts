import type { Locale } from "../../shared/i18n/locales.ts";
import * as m from "../../shared/i18n/paraglide/messages.js";
import { ui } from "../../shared/i18n/ui-locales.ts";

/**
 * The fixed texts of the header and footer. The spec gives the header its own label set for
 * en, es, fr, de, ru, it, pt, pl, zh, ja (public-site §2); other languages read English. The texts
 * live in the message catalogue (messages/<locale>.json, keys chrome_*).
 */
export type ChromeLabels = {
  home: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  showSubmenu: string;
  language: string;
  login: string;
  register: string;
  logout: string;
  dashboard: string;
  tickets: string;
  meetings: string;
  aiAgents: string;
  account: string;
  contact: string;
  admin: string;
  profile: string;
  links: string;
  basket: string;
  privacySettings: string;
  noMenuItems: string;
  breadcrumb: string;
  skipToContent: string;
  notFoundTitle: string;
  notFoundMessage: string;
  errorTitle: string;
  errorMessage: string;
  goHome: string;
  errorLabel: string;
  accessDeniedTitle: string;
  accessDeniedMessage: string;
};

export function chromeLabels(locale: Locale): ChromeLabels {
  const o = ui(locale);
  return {
    home: m.chrome_home({}, o),
    mainNavigation: m.chrome_mainNavigation({}, o),
    openMenu: m.chrome_openMenu({}, o),
    closeMenu: m.chrome_closeMenu({}, o),
    showSubmenu: m.chrome_showSubmenu({}, o),
    language: m.chrome_language({}, o),
    login: m.chrome_login({}, o),
    register: m.chrome_register({}, o),
    logout: m.chrome_logout({}, o),
    dashboard: m.chrome_dashboard({}, o),
    tickets: m.chrome_tickets({}, o),
    meetings: m.chrome_meetings({}, o),
    aiAgents: m.chrome_aiAgents({}, o),
    account: m.chrome_account({}, o),
    contact: m.chrome_contact({}, o),
    admin: m.chrome_admin({}, o),
    profile: m.chrome_profile({}, o),
    links: m.chrome_links({}, o),
    basket: m.chrome_basket({}, o),
    privacySettings: m.chrome_privacySettings({}, o),
    noMenuItems: m.chrome_noMenuItems({}, o),
    breadcrumb: m.chrome_breadcrumb({}, o),
    skipToContent: m.chrome_skipToContent({}, o),
    notFoundTitle: m.chrome_notFoundTitle({}, o),
    notFoundMessage: m.chrome_notFoundMessage({}, o),
    errorTitle: m.chrome_errorTitle({}, o),
    errorMessage: m.chrome_errorMessage({}, o),
    goHome: m.chrome_goHome({}, o),
    errorLabel: m.chrome_errorLabel({}, o),
    accessDeniedTitle: m.visitor_accessDeniedTitle({}, o),
    accessDeniedMessage: m.visitor_accessDeniedMessage({}, o),
  };
}
