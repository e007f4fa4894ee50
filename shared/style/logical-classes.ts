/**
 * Physical Tailwind classes (left/right) and their logical twins (start/end), so a layout mirrors
 * in a right-to-left language (decision 072). Used by the codemod (`scripts/logical-classes.ts`)
 * and by the test that keeps the source free of physical classes (`tests/unit/logical-classes.test.ts`).
 */

/** A Tailwind value after the utility name: a number, fraction, keyword, colour, radius or `[…]`. */
const VALUE =
  String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|auto|full|none|sm|md|lg|xl|[2-4]xl|` +
  String.raw`white|black|transparent|current|inherit|[a-z]+-\d{2,3}(?:/\d+)?|\[[^\s\]]+\]|\([^\s)]+\))`;

/** Utility name (after variants) → its logical replacement. Negative values keep their `-`. */
const PREFIXES: ReadonlyArray<[physical: string, logical: string]> = [
  ["scroll-ml", "scroll-ms"],
  ["scroll-mr", "scroll-me"],
  ["scroll-pl", "scroll-ps"],
  ["scroll-pr", "scroll-pe"],
  ["ml", "ms"],
  ["mr", "me"],
  ["pl", "ps"],
  ["pr", "pe"],
  ["left", "start"],
  ["right", "end"],
  ["border-l", "border-s"],
  ["border-r", "border-e"],
  ["rounded-tl", "rounded-ss"],
  ["rounded-tr", "rounded-se"],
  ["rounded-bl", "rounded-es"],
  ["rounded-br", "rounded-ee"],
  ["rounded-l", "rounded-s"],
  ["rounded-r", "rounded-e"],
];

/** Whole utilities that have a logical twin. */
const EXACT: Readonly<Record<string, string>> = {
  "text-left": "text-start",
  "text-right": "text-end",
  "float-left": "float-start",
  "float-right": "float-end",
  "clear-left": "clear-start",
  "clear-right": "clear-end",
  "border-l": "border-s",
  "border-r": "border-e",
  "rounded-l": "rounded-s",
  "rounded-r": "rounded-e",
  "rounded-tl": "rounded-ss",
  "rounded-tr": "rounded-se",
  "rounded-bl": "rounded-es",
  "rounded-br": "rounded-ee",
};

const PREFIX_RE = new RegExp(`^(-?)(${PREFIXES.map(([p]) => p).join("|")})-(${VALUE})$`);

/** Splits `sm:hover:-ml-2` into its variants (`sm:hover:`) and its utility (`-ml-2`), brackets respected. */
export function splitVariants(token: string): { variants: string; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === "[" || ch === "(") depth++;
    else if (ch === "]" || ch === ")") depth--;
    else if (ch === ":" && depth === 0) cut = i + 1;
  }
  return { variants: token.slice(0, cut), utility: token.slice(cut) };
}

/** The logical twin of one class (variants kept), or null when it is not a physical left/right class. */
export function logicalClass(token: string): string | null {
  const { variants, utility } = splitVariants(token);
  const important = utility.startsWith("!") ? "!" : "";
  const bare = important ? utility.slice(1) : utility;
  const exact = Object.hasOwn(EXACT, bare) ? EXACT[bare] : undefined;
  if (exact) return `${variants}${important}${exact}`;
  const match = PREFIX_RE.exec(bare);
  if (!match) return null;
  const [, minus, name, value] = match;
  const logical = PREFIXES.find(([p]) => p === name)![1];
  return `${variants}${important}${minus}${logical}-${value}`;
}

/** Class-like tokens of a source text: runs between quotes, backticks and white space. */
const TOKEN_RE = /[^\s"'`]+/g;

export type PhysicalClass = { line: number; token: string; logical: string };

/** Every physical class of a source text, with its 1-based line. */
export function physicalClasses(source: string): PhysicalClass[] {
  const found: PhysicalClass[] = [];
  const lines = source.split("\n");
  lines.forEach((text, index) => {
    for (const match of text.matchAll(TOKEN_RE)) {
      const token = match[0].replace(/[,;]+$/, "");
      const logical = logicalClass(token);
      if (logical) found.push({ line: index + 1, token, logical });
    }
  });
  return found;
}

const CENTRED = "centred with -translate-x-1/2: `left: 50%` and a -50% shift is the middle in either direction";
const BANNER_DATA = "a banner's stored open state (spec public-site §2 data), not a class";
const RICH_TEXT =
  "an author's alignment stored in rich text (decision 015); the sanitiser's list must match stored content";

/**
 * Classes that stay physical on purpose, as `path:class` (variants included) → why. The test fails
 * when an entry is no longer found in its file, so the list cannot go stale.
 */
export const ALLOWED_PHYSICAL: Readonly<Record<string, string>> = {
  "app/components/auth/auth-dialog.tsx:left-1/2": CENTRED,
  "app/components/cookie-consent/cookie-settings-modal.tsx:left-1/2": CENTRED,
  "app/components/ui/confirm-dialog.tsx:left-1/2": CENTRED,
  "app/components/ui/editor-dialog.tsx:left-1/2": CENTRED,
  "app/editor/overlay/command-palette.tsx:left-1/2": CENTRED,
  "app/editor/overlay/editor-host.tsx:left-1/2": CENTRED,
  "features/meetings/components/call/meeting-dialog.tsx:left-1/2": CENTRED,
  "shared/rules/banners.ts:left-30": BANNER_DATA,
  "shared/rules/banners.ts:left-70": BANNER_DATA,
  "shared/rules/banners.ts:right-30": BANNER_DATA,
  "shared/rules/banners.ts:right-70": BANNER_DATA,
  "shared/style/rich-text-classes.ts:text-left": RICH_TEXT,
  "shared/style/rich-text-classes.ts:text-right": RICH_TEXT,
};

/** Files that name physical classes without using them (this table and its codemod). */
export const SCAN_EXCLUDED: readonly string[] = ["shared/style/logical-classes.ts"];
