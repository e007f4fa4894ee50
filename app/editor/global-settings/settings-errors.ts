/**
 * Where Global Settings' form errors go (decision 042): the first one in the spec's order (the
 * settings of editing-tools §3 in their order, then the lists in theirs, items top to bottom), the
 * tab that shows it, and the names the conflict view gives fields.
 */
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { LIST_SPECS, type Text, type Ui } from "./list-fields.ts";
import { GENERAL_FIELDS, LIST_KEYS, TABS, type ListKey, type TabKey } from "./settings-form.ts";

/** Every path that holds a message, in react-hook-form's nested errors. */
function errorPaths(errors: unknown, prefix: string[] = []): string[][] {
  if (!errors || typeof errors !== "object") return [];
  const record = errors as Record<string, unknown>;
  if (typeof record.message === "string" && prefix.length) return [prefix];
  return Object.entries(record).flatMap(([key, value]) =>
    key === "ref" || key === "type" || key === "types" ? [] : errorPaths(value, [...prefix, key]),
  );
}

function rank(path: string[]): number[] {
  const [area, name, index] = path;
  if (area === "general") return [0, (GENERAL_FIELDS as readonly string[]).indexOf(name ?? "")];
  if (area === "lists") return [1, LIST_KEYS.indexOf(name as ListKey), Number(index ?? 0)];
  return [2];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference) return difference;
  }
  return 0;
}

/** The first field with an error, in the spec's order: `general.name`, `lists.cookie_services.2.script_url`. */
export function firstErrorPath(errors: unknown): string | null {
  const paths = errorPaths(errors).sort((a, b) => compare(rank(a), rank(b)));
  return paths[0]?.join(".") ?? null;
}

/** The tab that shows a field of the form. */
export function tabOfField(path: string): TabKey | null {
  const [area, name] = path.split(".");
  if (area === "general") return "general";
  if (area === "lists") return TABS.find((tab) => tab.lists.includes(name as ListKey))?.key ?? null;
  return null;
}

const GENERAL_LABELS: Record<string, Text> = {
  name: (o) => m.editors_fieldName({}, o),
  base_url: (o) => m.editors_gsBaseUrl({}, o),
  base_url_local: (o) => m.editors_gsLocalBaseUrl({}, o),
  type: (o) => m.editors_gsBusinessType({}, o),
  font_family: (o) => m.editors_gsFontFamily({}, o),
  supported_locales: (o) => m.editors_gsSupportedLanguages({}, o),
  language: (o) => m.editors_gsDefaultLanguage({}, o),
  logo: (o) => m.editors_gsLogo({}, o),
};

/** The label of a General field ("font_family" → "Font family"), as the tab shows it. */
export function generalLabel(field: string, o: Ui): string {
  return GENERAL_LABELS[field]?.(o) ?? field;
}

/** "general.font_family" → "Font family", "lists.faqs" → "FAQs" (the conflict view's legends). */
export function fieldLabel(key: string, o: Ui): string {
  const [area, name] = key.split(".");
  if (area === "general" && name) return generalLabel(name, o);
  if (area === "lists" && name && name in LIST_SPECS) return LIST_SPECS[name as ListKey].heading(o);
  if (area === "hero") return m.editors_usageHeroSection({}, o);
  return key;
}
