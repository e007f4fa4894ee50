/** One piece of a snippet: plain text, marked when it is a matched word (the UI wraps those in <mark>). */
export type SnippetSegment = { text: string; match: boolean };

/** ts_headline's markers: control characters, which plain text from the index never holds. */
export const START = "\u0002";
export const STOP = "\u0003";

/** Splits ts_headline output (START…STOP around matches) into segments; never returns markup. */
export function markedToSegments(marked: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = marked;
  while (rest.length > 0) {
    const open = rest.indexOf(START);
    if (open < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    const close = rest.indexOf(STOP, open + 1);
    const end = close < 0 ? rest.length : close;
    push(rest.slice(open + 1, end), true);
    rest = close < 0 ? "" : rest.slice(close + 1);
  }
  return segments.map((segment) => ({ ...segment, text: segment.text.split(START).join("").split(STOP).join("") }));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A snippet without the database's help (typo matches, languages cut into pieces): the passage
 * around the first place a query word occurs, each occurrence marked; the text's start otherwise.
 */
export function plainSnippet(text: string, query: string, maxLength = 220): SnippetSegment[] {
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[\s\p{P}]+/u)
        .filter((word) => word.length >= 2),
    ),
  ];
  const cjk = query.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]{2,}/gu) ?? [];
  const terms = [...new Set([...words, ...cjk])].sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  const first = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  const at = first.length ? Math.min(...first) : 0;
  let start = Math.max(0, at - Math.floor(maxLength / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < at) start = space + 1;
  }
  let passage = text.slice(start, start + maxLength);
  if (start + maxLength < text.length) passage = passage.replace(/\s+\S*$/, "") + " …";
  if (start > 0) passage = "… " + passage;
  if (terms.length === 0) return passage ? [{ text: passage, match: false }] : [];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "giu");
  return markedToSegments(passage.replace(pattern, `${START}$1${STOP}`));
}
