import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * Texts of the cookie settings dialog. The error and state messages are the spec's own
 * (public-site §8) and stay exactly as written; the labels around them follow the page language.
 */
export const SETTINGS_MESSAGES = {
  loadFailed: "Failed to load categories. Please try again.",
  timedOut: "Loading timed out. Please try refreshing the page.",
  consentFailed: "Failed to save consent. Please try again.",
  settingsFailed: "Failed to save settings. Please try again.",
  noOrganization: "Organization ID not found",
} as const;

export type SettingsLabels = {
  title: string;
  description: string;
  categories: string;
  services: string;
  alwaysOn: string;
  save: string;
  acceptAll: string;
  rejectAll: string;
  close: string;
  reload: string;
  retry: string;
  loading: string;
  move: string;
  noServices: string;
};

export function settingsLabels(locale: string): SettingsLabels {
  const o = ui(locale);
  return {
    title: m.visitor_cookieSettings_title({}, o),
    description: m.visitor_cookieSettings_description({}, o),
    categories: m.visitor_cookieSettings_categories({}, o),
    services: m.visitor_cookieSettings_services({}, o),
    alwaysOn: m.visitor_cookieSettings_alwaysOn({}, o),
    save: m.visitor_cookieSettings_save({}, o),
    acceptAll: m.visitor_cookieSettings_acceptAll({}, o),
    rejectAll: m.visitor_cookieSettings_rejectAll({}, o),
    close: m.visitor_cookieSettings_close({}, o),
    reload: m.visitor_cookieSettings_reload({}, o),
    retry: m.visitor_cookieSettings_retry({}, o),
    loading: m.visitor_cookieSettings_loading({}, o),
    move: m.visitor_cookieSettings_move({}, o),
    noServices: m.visitor_cookieSettings_noServices({}, o),
  };
}
