/** One server-sent event: its `event:` name (default "message") and its `data:` lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental text/event-stream parser (the WHATWG rules that matter here): events end at a
 * blank line, `data:` lines join with "\n", comments (`:`) and unknown fields are skipped, and
 * CRLF, CR or LF all end a line. Feed it chunks as they arrive; `flush` ends the stream.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || "message", data: data.join("\n") });
    event = "";
    data = [];
  };
  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing CR may be the first half of a CRLF split across chunks: keep it for the next one.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? "";
      for (const text of lines) line(text);
    },
    flush() {
      if (buffer) line(buffer.replace(/\r$/, ""));
      buffer = "";
      dispatch();
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
