import { colorValue } from "../../../shared/style/palette.ts";

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

const LABELS: Record<string, string> = {
  section_title: "Title",
  section_description: "Description",
  title: "Title",
  name: "Title",
  name_part_2: "Second title part",
  name_part_3: "Third title part",
  description: "Description",
  description_text: "Description",
  content: "Content",
  button: "Button text",
  button_text: "Button text",
  url: "Button link",
  url_name: "Link",
  url_page: "Page",
  display_name: "Name",
  slug: "Address",
  image: "Image",
  logo: "Logo",
  background_color: "Background colour",
  color: "Text colour",
  color_hover: "Hover colour",
  is_gradient: "Gradient background",
  gradient: "Gradient",
  is_card_type: "Card style",
  is_title_displayed: "Show title",
  is_image_rounded_full: "Rounded image",
  is_slider: "Slider",
  is_full_width: "Full width",
  is_displayed: "Shown in the header",
  is_displayed_on_footer: "Shown in the footer",
  is_text_link: "Text link instead of a button",
  image_first: "Image first",
  grid_columns: "Columns",
  text_style_variant: "Text style",
  style_variant: "Style",
  section_type: "Section type",
  order: "Position",
  display_order: "Position",
  meta_description: "Meta description",
  display_this_post: "Visible on the site",
  full_name: "Name",
};

/** A field as the owner calls it: a known label, else its words ("seo_title" → "Seo title"). */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const translation = /^(.*)_translation$/.exec(field);
  if (translation) return `${fieldLabel(translation[1]!)} (translations)`;
  const words = field.replace(/^is_/, "").replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const IMAGE_FIELD = /(^|_)(image|logo|avatar|photo|thumbnail)(_url)?$/;
const COLOUR_FIELD = /(^|_)(colou?r|color_hover)$/;

/** A value as plain words: markup stripped, yes/no for switches, lists and objects spelled out. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? "(none)" : `${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined && inner !== "" && typeof inner !== "object")
      .map(([key, inner]) => `${fieldLabel(key).toLowerCase()} ${plainValue(inner)}`);
    return parts.length ? parts.join(", ") : "(empty)";
  }
  const text = String(value)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return "(empty)";
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const quote = (text: string) => (text === "(empty)" || text === "(none)" ? text : `“${text}”`);

function sentence(label: string, before: unknown, after: unknown): string | null {
  if (typeof after === "boolean" || typeof before === "boolean") return `${label} turned ${after ? "on" : "off"}`;
  const was = plainValue(before);
  const now = plainValue(after);
  if (was === now) return null; // markup or spacing only: nobody could see it
  if (was === "(empty)") return `${label} set to ${quote(now)}`;
  if (now === "(empty)") return `${label} removed (was ${quote(was)})`;
  return `${label} changed from ${quote(was)} to ${quote(now)}`;
}

/** The lines of one change; nested style objects give one line per changed setting. */
function linesOf(field: string, before: unknown, after: unknown, prefix = ""): ChangeLine[] {
  if (INVISIBLE.has(field)) return [];
  const label = prefix ? `${prefix}: ${fieldLabel(field).toLowerCase()}` : fieldLabel(field);
  const isObject = (value: unknown) => value !== null && typeof value === "object" && !Array.isArray(value);
  if ((isObject(before) || isObject(after)) && !field.endsWith("_translation") && field !== "gradient") {
    const a = (before ?? {}) as Record<string, unknown>;
    const b = (after ?? {}) as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      JSON.stringify(a[key]) === JSON.stringify(b[key]) ? [] : linesOf(key, a[key], b[key], fieldLabel(field)),
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
  const text = sentence(label, before, after);
  return text ? [{ kind: "text", sentence: text }] : [];
}

/** What a revision changed, as the owner reads it; empty when nothing visible changed. */
export function changeLines(changes: readonly Change[]): ChangeLine[] {
  return changes.flatMap((change) => linesOf(change.field, change.before, change.after));
}

/** A short summary for the list of versions: the first sentences, "and N more". */
export function changeSummary(action: string, changes: readonly Change[]): string {
  if (action === "create") return "Created";
  if (action === "delete") return "Deleted (restore brings it back)";
  const lines = changeLines(changes).map((line) => (line.kind === "text" ? line.sentence : `${line.label} changed`));
  if (lines.length === 0) return "No visible change";
  return lines.length > 2 ? `${lines.slice(0, 2).join("; ")} and ${lines.length - 2} more` : lines.join("; ");
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
export function previewLines(snapshot: Record<string, unknown> | null): { label: string; value: string }[] {
  if (!snapshot) return [];
  return Object.entries(snapshot)
    .filter(([field]) => !INVISIBLE.has(field))
    .map(([field, value]) => ({ label: fieldLabel(field), value: plainValue(value) }));
}
