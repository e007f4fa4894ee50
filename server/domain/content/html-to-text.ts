import { Parser } from "htmlparser2";

/** Elements whose end is the end of a line of text. */
const BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "dt",
  "dd",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "blockquote",
  "tr",
  "pre",
  "figcaption",
]);
const LINE_BREAKS = new Set(["br", "hr"]);
const HIDDEN = new Set(["script", "style"]);

/**
 * Plain text of stored rich text, read by htmlparser2 (sanitize-html's own parser, so what the
 * sanitiser kept is read the way it was parsed): every entity decoded, scripts and styles dropped,
 * other tags a space, spaces collapsed. The end of a block (paragraph, heading, list item, line
 * break) stays a line break, so a heading and the paragraph under it are not quoted as one sentence
 * ("Savings Week +0.5% on…").
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  let text = "";
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        text += LINE_BREAKS.has(name) ? "\n" : " ";
      },
      ontext(piece) {
        if (hidden === 0) text += piece;
      },
      onclosetag(name, isImplied) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (LINE_BREAKS.has(name) && isImplied) return;
        text += BLOCKS.has(name) ? "\n" : " ";
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n\s*/g, "\n")
    .trim();
}

/** The text of a title or name on one line: `htmlToText` with every run of white space one space. */
export function htmlToLine(html: string | null | undefined): string {
  return htmlToText(html).replace(/\s+/g, " ");
}
