import { isKnownLocale, type Locale } from "../../../../../shared/i18n/locales.ts";
import { KIT_LOCALES } from "../../../shared/looks.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { fr } from "./messages/fr.ts";
import { it } from "./messages/it.ts";
import { ja } from "./messages/ja.ts";
import type { KitMessages } from "./messages/kit-messages.ts";
import { pl } from "./messages/pl.ts";
import { pt } from "./messages/pt.ts";
import { ru } from "./messages/ru.ts";
import { zh } from "./messages/zh.ts";

/** The kit's message tables: one per language of KIT_LOCALES (kit-texts.test.ts checks both agree). */
export const KIT_MESSAGES: Partial<Record<Locale, KitMessages>> = { en, es, fr, de, ru, it, pt, zh, ja, pl };

/** A text as content stores it: the default language's, and a translation per other language. */
export type StoredText = { base: string; tr: Record<string, string> };

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Writes the kit's texts for one site: `{name}` and `{email}` filled in, the default language as the
 * base, each other language the kit speaks as a translation. A language the kit does not speak
 * gets no translation: the public site shows the base text there (shared/i18n/translate.ts), and the
 * settings flag it (untranslated_locales). A default language the kit does not speak reads English.
 */
export function kitWriter({
  defaultLocale,
  locales,
  name,
  email,
}: {
  defaultLocale: Locale;
  locales: readonly Locale[];
  name: string;
  email: string;
}) {
  const baseMessages = KIT_MESSAGES[defaultLocale] ?? en;
  const translated = locales.filter(
    (locale) =>
      locale !== defaultLocale && isKnownLocale(locale) && KIT_LOCALES.includes(locale) && KIT_MESSAGES[locale],
  );
  const fill = (template: string, html: boolean) => {
    const value = (raw: string) => (html ? escapeHtml(raw) : raw);
    return template.replace(/\{name\}/g, value(name)).replace(/\{email\}/g, value(email));
  };
  const write = (pick: (messages: KitMessages) => string, html: boolean): StoredText => ({
    base: fill(pick(baseMessages), html),
    tr: Object.fromEntries(translated.map((locale) => [locale, fill(pick(KIT_MESSAGES[locale]!), html)])),
  });
  return {
    /** The default language's table, for the shape of lists. */
    reference: baseMessages,
    /** A plain text (titles, names, labels). */
    text: (pick: (messages: KitMessages) => string) => write(pick, false),
    /** A rich text stored as HTML: the filled-in values are escaped. */
    html: (pick: (messages: KitMessages) => string) => write(pick, true),
    /** A plain text wrapped in one paragraph (metric descriptions, FAQ answers, hero leads). */
    paragraph: (pick: (messages: KitMessages) => string) =>
      write((messages) => `<p>${escapeHtml(pick(messages))}</p>`, true),
  };
}

export type KitWriter = ReturnType<typeof kitWriter>;
