import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_CLASSES } from "../../../shared/style/rich-text-classes.ts";

/**
 * Spec public-site §5: only p, br, strong, em, ul, ol, li, a and span, with href, class and style;
 * no iframes. Links may only point to http(s), mailto, tel or a relative address. Classes are
 * limited to the text formats our CSS defines (shared/style/rich-text-classes.ts) and styles to text
 * properties with bounded values, so content can neither run script nor leave its box: no
 * position, z-index, display, size or url() (decision 015).
 */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|oklch\([\d\s.%/]+\))$/i;
/** 8–72 px, 0.5–4.99 em/rem, 50–400 %: readable text, never a glyph that covers the page. */
const SAFE_FONT_SIZE = [
  /^(?:[89]|[1-6]\d|7[0-2])(?:\.\d{1,2})?px$/,
  /^(?:0?\.[5-9]\d?|[1-4](?:\.\d{1,2})?)r?em$/,
  /^(?:[5-9]\d|[1-3]\d\d|400)%$/,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "span"],
  allowedAttributes: { "*": ["class", "style"], a: ["href", "class", "style"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedStyles: {
    "*": {
      color: [SAFE_COLOR],
      "background-color": [SAFE_COLOR],
      "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      "font-style": [/^(normal|italic)$/],
      "text-decoration": [/^(none|underline|line-through)$/],
      "text-align": [/^(left|right|center|justify)$/],
      "font-size": SAFE_FONT_SIZE,
    },
  },
  allowedClasses: { "*": [...RICH_TEXT_CLASSES] },
  // Content of dropped dangerous elements goes with them (not just the tags).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  disallowedTagsMode: "discard",
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS);
}

const COLOUR =
  "(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-(?:50|[1-9]00|950))";
const ARTICLE_LAYOUT_CLASSES: RegExp[] = [
  /^(?:sm:|md:|lg:)?(?:p|px|py|pt|pb|pl|pr|m|mx|my|mt|mb|ml|mr|gap|gap-x|gap-y|space-y|space-x)-(?:\d{1,2}(?:\.5)?|px|auto)$/,
  /^(?:sm:|md:|lg:)?(?:grid|flex|block|inline-block|hidden|flex-col|flex-row|flex-wrap|mx-auto|no-underline|uppercase|italic)$/,
  /^(?:sm:|md:|lg:)?(?:grid-cols|col-span)-(?:[1-9]|1[0-2])$/,
  /^(?:sm:|md:|lg:)?(?:items|justify|text)-(?:start|center|end|between|left|right)$/,
  /^(?:sm:|md:|lg:)?max-w-(?:xs|sm|md|lg|xl|[2-7]xl|prose|full)$/,
  /^(?:sm:|md:|lg:)?w-(?:full|auto|1\/2|1\/3|2\/3)$/,
  /^rounded(?:-(?:sm|md|lg|xl|2xl|3xl|full))?$/,
  new RegExp(`^(?:sm:|md:|lg:)?(?:bg|text|border)-${COLOUR}$`),
  /^(?:sm:|md:|lg:)?text-(?:xs|sm|base|lg|xl|[2-6]xl)$/,
  /^font-(?:normal|medium|semibold|bold)$/,
  /^tracking-(?:tight|normal|wide|wider|widest)$/,
  /^leading-(?:tight|snug|normal|relaxed|loose)$/,
  /^(?:border|border-[tb]|shadow|shadow-sm|shadow-md)$/,
];

/**
 * Post bodies (and policies) are articles: they keep the same link, style and class rules and the
 * same ban on scripts, iframes and embeds, and add the structure an article needs (headings,
 * quotes, code, tables, images from http(s) or site paths, layout blocks for landing posts).
 * See docs/decisions/016-content-pages-and-seo.md.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "pre",
    "code",
    "hr",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "div",
    "section",
  ],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    img: ["src", "alt", "width", "height", "class", "style", "loading"],
    th: ["scope", "class", "style"],
  },
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // Landing posts lay out full-width blocks: spacing, grids, widths, colours and type — never
  // positioning, z-index, transforms or negative margins, so an article cannot cover the page.
  allowedClasses: { "*": [...RICH_TEXT_CLASSES, ...ARTICLE_LAYOUT_CLASSES] },
};

export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}

/** Sanitises the named rich-text fields of a record, leaving everything else as it is. */
export function sanitizeFields<T extends Record<string, unknown>>(record: T, fields: readonly (keyof T)[]): T {
  const copy = { ...record };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === "string") copy[field] = sanitizeRichText(value) as T[keyof T];
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      // `*_translation` maps: sanitise each locale's value.
      copy[field] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([locale, text]) => [
          locale,
          typeof text === "string" ? sanitizeRichText(text) : "",
        ]),
      ) as T[keyof T];
    }
  }
  return copy;
}
