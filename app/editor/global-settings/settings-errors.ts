/**
 * Where Global Settings' form errors go (decision 042): the first one in the spec's order (the
 * settings of editing-tools §3 in their order, then the lists in theirs, items top to bottom), the
 * tab that shows it, and the names the conflict view gives fields.
 */
import { LIST_SPECS } from "./list-fields.ts";
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

const GENERAL_LABELS: Record<string, string> = {
  name: "Name",
  base_url: "Base URL",
  base_url_local: "Local base URL",
  type: "Business type",
  font_family: "Font family",
  supported_locales: "Supported languages",
  language: "Default language",
  logo: "Logo",
};

/** "general.font_family" → "Font family", "lists.faqs" → "FAQs" (the conflict view's legends). */
export function fieldLabel(key: string): string {
  const [area, name] = key.split(".");
  if (area === "general" && name) return GENERAL_LABELS[name] ?? name;
  if (area === "lists" && name && name in LIST_SPECS) return LIST_SPECS[name as ListKey].heading;
  if (area === "hero") return "Hero section";
  return key;
}
