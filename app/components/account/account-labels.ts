import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALES } from "../../../shared/i18n/locales.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * The texts of the account page (/account, /{lang}/account) in the UI languages, like the sign-in
 * forms' (auth-labels.ts). The texts live in the message catalogue (visitor_account_*); only the
 * account route's chunk carries them. "Logout" is the spec's word in English.
 */
export type AccountLabels = {
  title: string;
  profile: string;
  name: string;
  username: string;
  email: string;
  memberSince: string;
  organizations: string;
  noOrganizations: string;
  thisSite: string;
  roleAdmin: string;
  roleUser: string;
  changePassword: string;
  changingPassword: string;
  currentPassword: string;
  passwordUpdated: string;
  wrongCurrentPassword: string;
  sessions: string;
  logout: string;
  loggingOut: string;
  signOutEverywhere: string;
  signingOutEverywhere: string;
  signOutEverywhereHint: string;
  supportTickets: string;
  supportTicketsHint: string;
};

/** Every language of the spec's table (the ten UI languages of public-site §2); tests hold each one complete. */
export const ACCOUNT_LABEL_LOCALES: readonly string[] = DEFAULT_LOCALES;

export function accountLabels(locale: string | null | undefined): AccountLabels {
  const o = ui(locale);
  return {
    title: m.visitor_account_title({}, o),
    profile: m.visitor_account_profile({}, o),
    name: m.visitor_account_name({}, o),
    username: m.visitor_account_username({}, o),
    email: m.visitor_account_email({}, o),
    memberSince: m.visitor_account_memberSince({}, o),
    organizations: m.visitor_account_organizations({}, o),
    noOrganizations: m.visitor_account_noOrganizations({}, o),
    thisSite: m.visitor_account_thisSite({}, o),
    roleAdmin: m.visitor_account_roleAdmin({}, o),
    roleUser: m.visitor_account_roleUser({}, o),
    changePassword: m.visitor_account_changePassword({}, o),
    changingPassword: m.visitor_account_changingPassword({}, o),
    currentPassword: m.visitor_account_currentPassword({}, o),
    passwordUpdated: m.visitor_account_passwordUpdated({}, o),
    wrongCurrentPassword: m.visitor_account_wrongCurrentPassword({}, o),
    sessions: m.visitor_account_sessions({}, o),
    logout: m.visitor_account_logout({}, o),
    loggingOut: m.visitor_account_loggingOut({}, o),
    signOutEverywhere: m.visitor_account_signOutEverywhere({}, o),
    signingOutEverywhere: m.visitor_account_signingOutEverywhere({}, o),
    signOutEverywhereHint: m.visitor_account_signOutEverywhereHint({}, o),
    supportTickets: m.visitor_account_supportTickets({}, o),
    supportTicketsHint: m.visitor_account_supportTicketsHint({}, o),
  };
}

/** The labels of the page's language (the root loader's locale). */
export function useAccountLabels(): AccountLabels {
  const root = useRouteLoaderData<{ locale?: string }>("root");
  return accountLabels(root?.locale);
}
