import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import type { HelpSize, HelpView } from "./widget-state.ts";

/**
 * The help center's own words (the dialog and /help-center), in the product's ten UI languages;
 * other languages read English. The content itself (FAQs, articles, features) comes translated from the
 * server. Loaded with the dialog or the page, never in a page's first download. The texts live in the
 * message catalogue (keys help_*).
 */
export type HelpTexts = {
  title: string;
  views: Record<HelpView, string>;
  welcomeTitle: string;
  welcomeBody: string;
  viewHints: Record<Exclude<HelpView, "welcome">, string>;
  back: string;
  close: string;
  sizes: Record<HelpSize, string>;
  /** `{next}`: the size a click gives. Plain strings only: /help-center's loader sends one set. */
  resize: string;
  toChat: string;
  toHelp: string;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  general: string;
  openPage: string;
  backToTop: string;
  liveSupportTitle: string;
  liveSupportAskAi: string;
  assistantUnavailable: string;
  askLabel: string;
  askPlaceholder: string;
  ask: string;
  asking: string;
  sources: string;
  helpful: string;
  notHelpful: string;
  solved: string;
  thanks: string;
  notAnswered: string;
  talkToPerson: string;
  askAssistantAgain: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  /** `{query}`: what was searched. */
  noResults: string;
  searchError: string;
  backToSite: string;
  pageIntro: string;
  language: string;
  /** A mailed reply's link that no longer opens its conversation. */
  linkInvalid: string;
};

export function helpTexts(locale: string): HelpTexts {
  const o = ui(locale);
  return {
    title: m.help_title({}, o),
    views: {
      welcome: m.help_views_welcome({}, o),
      faq: m.help_views_faq({}, o),
      "knowledge-base": m.help_views_knowledge_base({}, o),
      features: m.help_views_features({}, o),
      "live-support": m.help_views_live_support({}, o),
      ai: m.help_views_ai({}, o),
    },
    welcomeTitle: m.help_welcomeTitle({}, o),
    welcomeBody: m.help_welcomeBody({}, o),
    viewHints: {
      faq: m.help_viewHints_faq({}, o),
      "knowledge-base": m.help_viewHints_knowledge_base({}, o),
      features: m.help_viewHints_features({}, o),
      "live-support": m.help_viewHints_live_support({}, o),
      ai: m.help_viewHints_ai({}, o),
    },
    back: m.help_back({}, o),
    close: m.help_close({}, o),
    sizes: {
      initial: m.help_sizes_initial({}, o),
      half: m.help_sizes_half({}, o),
      fullscreen: m.help_sizes_fullscreen({}, o),
    },
    resize: m.help_resize({ next: "{next}" }, o),
    toChat: m.help_toChat({}, o),
    toHelp: m.help_toHelp({}, o),
    loading: m.help_loading({}, o),
    loadError: m.help_loadError({}, o),
    retry: m.help_retry({}, o),
    empty: m.help_empty({}, o),
    general: m.help_general({}, o),
    openPage: m.help_openPage({}, o),
    backToTop: m.help_backToTop({}, o),
    liveSupportTitle: m.help_liveSupportTitle({}, o),
    liveSupportAskAi: m.help_liveSupportAskAi({}, o),
    assistantUnavailable: m.help_assistantUnavailable({}, o),
    askLabel: m.help_askLabel({}, o),
    askPlaceholder: m.help_askPlaceholder({}, o),
    ask: m.help_ask({}, o),
    asking: m.help_asking({}, o),
    sources: m.help_sources({}, o),
    helpful: m.help_helpful({}, o),
    notHelpful: m.help_notHelpful({}, o),
    solved: m.help_solved({}, o),
    thanks: m.help_thanks({}, o),
    notAnswered: m.help_notAnswered({}, o),
    talkToPerson: m.help_talkToPerson({}, o),
    askAssistantAgain: m.help_askAssistantAgain({}, o),
    searchLabel: m.help_searchLabel({}, o),
    searchPlaceholder: m.help_searchPlaceholder({}, o),
    search: m.help_search({}, o),
    noResults: m.help_noResults({ query: "{query}" }, o),
    searchError: m.help_searchError({}, o),
    backToSite: m.help_backToSite({}, o),
    pageIntro: m.help_pageIntro({}, o),
    language: m.help_language({}, o),
    linkInvalid: m.help_linkInvalid({}, o),
  };
}
