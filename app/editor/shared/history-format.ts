import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { colorValue } from "../../../shared/style/palette.ts";
import { plural } from "./plural.ts";

/** The catalogue option of the person's UI language; every text here defaults to English. */
export type Ui = { locale: UiLocale };
const EN: Ui = ui("en");

/**
 * History in the owner's language (decision 043): "Title changed from … to …", images and colours as
 * what they are, no JSON, no field names, nothing for changes nobody could see.
 */

export type Change = { field: string; before: unknown; after: unknown };

/** One line of a change, ready to render: a sentence, or a picture/colour before and after. */
export type ChangeLine =
  | { kind: "text"; sentence: string }
  | { kind: "image" | "colour"; label: string; before: string | null; after: string | null };

/** Columns that are bookkeeping: a change to them alone is not shown. */
const INVISIBLE = new Set([
  "id",
  "organization_id",
  "created_at",
  "updated_at",
  "version",
  "revision",
  "search_vector",
]);

const LABELS: Record<string, (o: Ui) => string> = {
  section_title: (o) => m.editors_fieldTitle({}, o),
  section_description: (o) => m.editors_fieldDescription({}, o),
  title: (o) => m.editors_fieldTitle({}, o),
  name: (o) => m.editors_fieldTitle({}, o),
  name_part_2: (o) => m.editors_fieldSecondTitlePart({}, o),
  name_part_3: (o) => m.editors_fieldThirdTitlePart({}, o),
  description: (o) => m.editors_fieldDescription({}, o),
  description_text: (o) => m.editors_fieldDescription({}, o),
  content: (o) => m.editors_fieldContent({}, o),
  button: (o) => m.editors_fieldButtonText({}, o),
  button_text: (o) => m.editors_fieldButtonText({}, o),
  url: (o) => m.editors_fieldButtonLink({}, o),
  url_name: (o) => m.editors_fieldLink({}, o),
  url_page: (o) => m.editors_fieldPage({}, o),
  display_name: (o) => m.editors_fieldName({}, o),
  slug: (o) => m.editors_fieldAddress({}, o),
  image: (o) => m.editors_fieldImage({}, o),
  logo: (o) => m.editors_fieldLogo({}, o),
  background_color: (o) => m.editors_fieldBackgroundColour({}, o),
  color: (o) => m.editors_fieldTextColour({}, o),
  color_hover: (o) => m.editors_fieldHoverColour({}, o),
  is_gradient: (o) => m.editors_fieldGradientBackground({}, o),
  gradient: (o) => m.editors_fieldGradient({}, o),
  is_card_type: (o) => m.editors_fieldCardStyle({}, o),
  is_title_displayed: (o) => m.editors_fieldShowTitle({}, o),
  is_image_rounded_full: (o) => m.editors_fieldRoundedImage({}, o),
  is_slider: (o) => m.editors_fieldSlider({}, o),
  is_full_width: (o) => m.editors_fieldFullWidth({}, o),
  is_displayed: (o) => m.editors_fieldShownInHeader({}, o),
  is_displayed_on_footer: (o) => m.editors_fieldShownInFooter({}, o),
  is_text_link: (o) => m.editors_fieldTextLink({}, o),
  image_first: (o) => m.editors_fieldImageFirst({}, o),
  grid_columns: (o) => m.editors_fieldColumns({}, o),
  text_style_variant: (o) => m.editors_fieldTextStyle({}, o),
  style_variant: (o) => m.editors_fieldStyle({}, o),
  section_type: (o) => m.editors_fieldSectionType({}, o),
  order: (o) => m.editors_fieldPosition({}, o),
  display_order: (o) => m.editors_fieldPosition({}, o),
  meta_description: (o) => m.editors_fieldMetaDescription({}, o),
  display_this_post: (o) => m.editors_fieldVisibleOnSite({}, o),
  full_name: (o) => m.editors_fieldName({}, o),
};

/** A field as the owner calls it: a known label, else its words ("seo_title" → "Seo title"). */
export function fieldLabel(field: string, o: Ui = EN): string {
  const known = LABELS[field];
  if (known) return known(o);
  const translation = /^(.*)_translation$/.exec(field);
  if (translation) return m.editors_fieldTranslations({ label: fieldLabel(translation[1]!, o) }, o);
  const words = field.replace(/^is_/, "").replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const IMAGE_FIELD = /(^|_)(image|logo|avatar|photo|thumbnail)(_url)?$/;
const COLOUR_FIELD = /(^|_)(colou?r|color_hover)$/;

/** A value as plain words: markup stripped, yes/no for switches, lists and objects spelled out. */
export function plainValue(value: unknown, o: Ui = EN): string {
  const empty = m.editors_empty({}, o);
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "boolean") return value ? m.editors_on({}, o) : m.editors_off({}, o);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.length === 0
      ? m.editors_none({}, o)
      : plural(o, value.length, {
          zero: (count, o) => m.editors_itemsZero(count, o),
          one: (count, o) => m.editors_itemsOne(count, o),
          two: (count, o) => m.editors_itemsTwo(count, o),
          few: (count, o) => m.editors_itemsFew(count, o),
          many: (count, o) => m.editors_itemsMany(count, o),
          other: (count, o) => m.editors_itemsOther(count, o),
        });
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined && inner !== "" && typeof inner !== "object")
      .map(([key, inner]) => `${lower(fieldLabel(key, o), o)} ${plainValue(inner, o)}`);
    return parts.length ? new Intl.ListFormat(o.locale, { style: "short", type: "unit" }).format(parts) : empty;
  }
  const text = String(value)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return empty;
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** A label inside a sentence: lower case, except in German, whose nouns keep their capital. */
function lower(label: string, o: Ui): string {
  return o.locale === "de" ? label : label.toLocaleLowerCase(o.locale);
}

function quote(text: string, o: Ui): string {
  return text === m.editors_empty({}, o) || text === m.editors_none({}, o) ? text : m.editors_quoted({ text }, o);
}

function sentence(label: string, before: unknown, after: unknown, o: Ui): string | null {
  if (typeof after === "boolean" || typeof before === "boolean")
    return after ? m.editors_turnedOn({ label }, o) : m.editors_turnedOff({ label }, o);
  const was = plainValue(before, o);
  const now = plainValue(after, o);
  if (was === now) return null; // markup or spacing only: nobody could see it
  const empty = m.editors_empty({}, o);
  if (was === empty) return m.editors_setTo({ label, value: quote(now, o) }, o);
  if (now === empty) return m.editors_removedWas({ label, value: quote(was, o) }, o);
  return m.editors_changedFromTo({ label, before: quote(was, o), after: quote(now, o) }, o);
}

/** The lines of one change; nested style objects give one line per changed setting. */
function linesOf(field: string, before: unknown, after: unknown, o: Ui, prefix = ""): ChangeLine[] {
  if (INVISIBLE.has(field)) return [];
  const label = prefix
    ? m.editors_groupedLabel({ group: prefix, label: lower(fieldLabel(field, o), o) }, o)
    : fieldLabel(field, o);
  const isObject = (value: unknown) => value !== null && typeof value === "object" && !Array.isArray(value);
  if ((isObject(before) || isObject(after)) && !field.endsWith("_translation") && field !== "gradient") {
    const a = (before ?? {}) as Record<string, unknown>;
    const b = (after ?? {}) as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      JSON.stringify(a[key]) === JSON.stringify(b[key]) ? [] : linesOf(key, a[key], b[key], o, fieldLabel(field, o)),
    );
  }
  if (IMAGE_FIELD.test(field) && (typeof before === "string" || typeof after === "string" || before === null)) {
    if ((before ?? "") === (after ?? "")) return [];
    return [
      { kind: "image", label, before: (before as string | null) || null, after: (after as string | null) || null },
    ];
  }
  if (COLOUR_FIELD.test(field) && (typeof before === "string" || typeof after === "string")) {
    if ((before ?? "") === (after ?? "")) return [];
    return [
      { kind: "colour", label, before: (before as string | null) || null, after: (after as string | null) || null },
    ];
  }
  const text = sentence(label, before, after, o);
  return text ? [{ kind: "text", sentence: text }] : [];
}

/** What a revision changed, as the owner reads it; empty when nothing visible changed. */
export function changeLines(changes: readonly Change[], o: Ui = EN): ChangeLine[] {
  return changes.flatMap((change) => linesOf(change.field, change.before, change.after, o));
}

/** A short summary for the list of versions: the first sentences, "and N more". */
export function changeSummary(action: string, changes: readonly Change[], o: Ui = EN): string {
  if (action === "create") return m.editors_created({}, o);
  if (action === "delete") return m.editors_deletedRestorable({}, o);
  const lines = changeLines(changes, o).map((line) =>
    line.kind === "text" ? line.sentence : m.editors_labelChanged({ label: line.label }, o),
  );
  if (lines.length === 0) return m.editors_noVisibleChange({}, o);
  return lines.length > 2
    ? m.editors_andMore(
        { list: lines.slice(0, 2).join("; "), count: new Intl.NumberFormat(o.locale).format(lines.length - 2) },
        o,
      )
    : lines.join("; ");
}

/** Whether a revision belongs in History: created, deleted, restored, or something visible changed. */
export function isVisibleRevision(revision: { action: string; changes: readonly Change[] }): boolean {
  return revision.action !== "update" || changeLines(revision.changes).length > 0;
}

/** The CSS colour of a stored palette name ("blue-500") or a literal colour. */
export function swatchColour(value: string): string {
  if (/^(#|rgb|hsl|oklch)/i.test(value)) return value;
  return colorValue(value, value);
}

/** The state a version holds, as label/value lines (no field names, no JSON). */
export function previewLines(snapshot: Record<string, unknown> | null, o: Ui = EN): { label: string; value: string }[] {
  if (!snapshot) return [];
  return Object.entries(snapshot)
    .filter(([field]) => !INVISIBLE.has(field))
    .map(([field, value]) => ({ label: fieldLabel(field, o), value: plainValue(value, o) }));
}
