import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * React Router's <Scripts> preloads every start-up module with `<link rel="modulepreload">`, which
 * Chromium fetches at High priority, ahead of the hero image and the fonts, and which Lighthouse
 * then counts as blocking the first paint. The modules hydrate a page that is already painted and
 * usable (server rendered, styles inline), so they yield to what the visitor sees: they are asked
 * for at low priority (decision 045). They still load in parallel, at once, as before.
 */
const FROM = '<link rel="modulepreload"';
const TO = '<link rel="modulepreload" fetchPriority="low"';

export function lowerPreloadPriority(html: string): string {
  return html.replaceAll(FROM, TO);
}

/** The same, over a streamed document: text that could be the start of a link waits for the next chunk. */
export function lowerPreloadPriorityStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = lowerPreloadPriority(carry + decoder.write(chunk));
      // Keep back a tail that might be a link split across chunks.
      const start = text.lastIndexOf("<");
      const keep =
        start >= 0 && text.length - start < FROM.length && FROM.startsWith(text.slice(start)) ? start : text.length;
      carry = text.slice(keep);
      callback(null, text.slice(0, keep));
    },
    flush(callback) {
      callback(null, lowerPreloadPriority(carry + decoder.end()));
    },
  });
}
