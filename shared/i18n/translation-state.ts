/**
 * Translation coverage (decision 069), pure so that the server, the editors and the tests share it:
 * which translatable fields a record has, the hash of a source text, and whether a field's
 * translation into a language is missing, current or stale.
 *
 * A field is a base text (`title`) with its map of translations (`title_translation`); a translation
 * is stale when the hash of the source text it was saved against differs from today's source hash.
 */

export type TranslationState = "missing" | "current" | "stale";

/** One translatable field of one record: its base text and its translations by locale. */
export type TranslatableField = {
  /** The record's table (`template_sections`, `faqs`, `banners`, …). */
  kind: string;
  id: string;
  /** The base column (`title`), or a path inside a JSON column (`content.text`). */
  field: string;
  source: unknown;
  translations: Record<string, unknown>;
};

/** The text a hash is taken of: whitespace runs collapsed, ends trimmed; lists joined by lines. */
export function normaliseSource(value: unknown): string {
  if (Array.isArray(value)) return value.map(normaliseSource).join("\n");
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim();
}

/**
 * A short hash of a source text (cyrb53, 53 bits as hex): the same in Node and in the browser, and
 * plenty to notice that a text changed (it is no security boundary).
 */
export function sourceHash(value: unknown): string {
  const text = normaliseSource(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/** A translation counts when it is a non-blank text (or a list with one), as visitors see it. */
export function hasTranslation(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((entry) => typeof entry === "string" && entry.trim() !== "");
  return typeof value === "string" && value.trim() !== "";
}

/** A field with no source text has nothing to translate. */
export function hasSource(value: unknown): boolean {
  return normaliseSource(value) !== "";
}

/**
 * The state of one field in one locale. No stored hash while a translation is present: content
 * written before coverage was tracked (seed, imports), read as current until its source changes.
 */
export function translationState(
  field: Pick<TranslatableField, "source" | "translations">,
  locale: string,
  storedHash: string | undefined,
): TranslationState {
  if (!hasTranslation(field.translations[locale])) return "missing";
  if (storedHash === undefined) return "current";
  return storedHash === sourceHash(field.source) ? "current" : "stale";
}

const SUFFIX = "_translation";

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A profile's translated texts, inside its team and customer objects: the ones the team and
 * testimonial forms edit. A skills list's translations have no editor, so they are not counted.
 */
export const PROFILE_FIELDS = {
  team: ["job_title", "department", "description"],
  customer: ["testimonial_text", "job_title"],
} as const;

/**
 * The translatable fields of one record as stored (a row or a snapshot): every `<field>_translation`
 * map beside its base text, for banners the texts inside `content` (text and link label), and for
 * profiles the texts inside `team` and `customer` (`team.job_title`). Fields whose base text is
 * empty are left out.
 */
export function translatableFields(kind: string, row: Record<string, unknown>): TranslatableField[] {
  const id = String(row.id ?? "");
  const fields: TranslatableField[] = [];
  if (kind === "profiles") {
    for (const [key, names] of Object.entries(PROFILE_FIELDS)) {
      const entry = row[key];
      if (!isMap(entry)) continue;
      for (const name of names) {
        if (!hasSource(entry[name])) continue;
        const translations = entry[`${name}${SUFFIX}`];
        fields.push({
          kind,
          id,
          field: `${key}.${name}`,
          source: entry[name],
          translations: isMap(translations) ? translations : {},
        });
      }
    }
    return fields;
  }
  for (const [key, value] of Object.entries(row)) {
    if (!key.endsWith(SUFFIX) || !isMap(value)) continue;
    const field = key.slice(0, -SUFFIX.length);
    if (!hasSource(row[field])) continue;
    fields.push({ kind, id, field, source: row[field], translations: value });
  }
  if (kind === "banners" && isMap(row.content)) {
    const content = row.content;
    if (hasSource(content.text)) {
      fields.push({
        kind,
        id,
        field: "content.text",
        source: content.text,
        translations: isMap(content.text_translation) ? content.text_translation : {},
      });
    }
    const link = content.link;
    if (isMap(link) && hasSource(link.label)) {
      fields.push({
        kind,
        id,
        field: "content.link.label",
        source: link.label,
        translations: isMap(link.label_translation) ? link.label_translation : {},
      });
    }
  }
  return fields;
}

/** The key of one field's translation into one locale (stored hashes are looked up by it). */
export function translationKey(kind: string, id: string, field: string, locale: string): string {
  return `${kind}\u0000${id}\u0000${field}\u0000${locale}`;
}

/** One field of the coverage list, with where it is shown and how to open its editor. */
export type CoverageField = TranslatableField & {
  /** The page the field is shown on (`/home`, `/about`), or null for site-wide content. */
  page: string | null;
  /** A short label for the list (the record's title or name). */
  label: string;
  /**
   * A metric's or a person's first template section: the editor of that section edits the metric's
   * texts (on its card) and the person's (in the people manager).
   */
  section?: number;
};

export type CoverageItem = {
  kind: string;
  id: string;
  field: string;
  locale: string;
  state: Exclude<TranslationState, "current">;
  page: string | null;
  label: string;
  /** The source text, shortened, so the list says what needs translating. */
  excerpt: string;
  /** A metric's or a person's first template section (its link opens that section's editor on it). */
  section?: number;
};

export type LocaleCoverage = {
  locale: string;
  total: number;
  current: number;
  stale: number;
  missing: number;
  /** Whole percent of fields current (100 when there is nothing to translate). */
  percent: number;
};

export type Coverage = { locales: LocaleCoverage[]; items: CoverageItem[] };

function excerpt(value: unknown): string {
  const text = normaliseSource(Array.isArray(value) ? value.join(", ") : value).replace(/<[^>]*>/g, "");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * Coverage per locale and the list of missing and stale fields: `stored` maps `translationKey` to
 * the source hash each translation was saved against.
 */
export function computeCoverage(
  fields: readonly CoverageField[],
  locales: readonly string[],
  stored: ReadonlyMap<string, string>,
): Coverage {
  const items: CoverageItem[] = [];
  const figures = locales.map((locale) => {
    const counts = { locale, total: 0, current: 0, stale: 0, missing: 0, percent: 100 };
    for (const field of fields) {
      const state = translationState(
        field,
        locale,
        stored.get(translationKey(field.kind, field.id, field.field, locale)),
      );
      counts.total += 1;
      counts[state] += 1;
      if (state !== "current") {
        items.push({
          kind: field.kind,
          id: field.id,
          field: field.field,
          locale,
          state,
          page: field.page,
          label: field.label,
          excerpt: excerpt(field.source),
          ...(field.section !== undefined ? { section: field.section } : {}),
        });
      }
    }
    counts.percent = counts.total === 0 ? 100 : Math.floor((counts.current * 100) / counts.total);
    return counts;
  });
  return { locales: figures, items };
}
