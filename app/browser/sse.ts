import { createParser } from "eventsource-parser";

/** One server-sent event: its `event:` name (default "message") and its `data:` lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental text/event-stream parser (eventsource-parser: the WHATWG rules, any line ending,
 * chunk boundaries anywhere). Feed it chunks as they arrive; `flush` ends the stream and, unlike a
 * browser's EventSource, still hands over a last event whose blank line never came (a reply cut
 * short by a proxy still shows its error).
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  const parser = createParser({ onEvent: ({ event, data }) => onEvent({ event: event ?? "message", data }) });
  return {
    push: (chunk: string) => parser.feed(chunk),
    flush: () => {
      parser.feed("\n\n");
      parser.reset();
    },
  };
}

/** Reads a fetch response body as server-sent events until it ends or `signal` aborts. */
export async function readSse(response: Response, onEvent: (event: SseEvent) => void): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.flush();
}
