import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * Texts of the cookie banner and the language suggestion, in the page language. The texts live in
 * the message catalogue (visitor_cookieBanner_*, visitor_languageSuggestion_*); a language the
 * catalogue does not have reads English.
 */
export type BannerTexts = { title: string; body: string; settings: string; reject: string; accept: string };

export function bannerTexts(locale: string): BannerTexts {
  const o = ui(locale);
  return {
    title: m.visitor_cookieBanner_title({}, o),
    body: m.visitor_cookieBanner_body({}, o),
    settings: m.visitor_cookieBanner_settings({}, o),
    reject: m.visitor_cookieBanner_reject({}, o),
    accept: m.visitor_cookieBanner_accept({}, o),
  };
}

/** The language suggestion speaks the suggested language: the one the visitor reads. */
export type SuggestionTexts = { title: string; body: (language: string) => string; switch: string; stay: string };

/**
 * Dutch is a site language but not a UI language of the catalogue; the suggestion speaks the language
 * it offers, so its Dutch stays here rather than falling back to English under lang="nl".
 */
const DUTCH: SuggestionTexts = {
  title: "Taal wijzigen?",
  body: (l) => `Deze site is ook beschikbaar in het ${l}.`,
  switch: "Wijzigen",
  stay: "Nee, bedankt",
};

export function suggestionTexts(locale: string): SuggestionTexts {
  if (locale === "nl") return DUTCH;
  const o = ui(locale);
  return {
    title: m.visitor_languageSuggestion_title({}, o),
    body: (language) => m.visitor_languageSuggestion_body({ language }, o),
    switch: m.visitor_languageSuggestion_switch({}, o),
    stay: m.visitor_languageSuggestion_stay({}, o),
  };
}
