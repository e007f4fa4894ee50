import { describe, expect, it } from "vitest";
import { createSseParser, readSse, type SseEvent } from "./sse.ts";

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.flush();
  return events;
}

describe("createSseParser", () => {
  it("reads named events with JSON data, whatever the chunk boundaries", () => {
    const stream =
      'event: sources\ndata: {"sources":[]}\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: done\ndata: {"answered":true}\n\n';
    const expected = [
      { event: "sources", data: '{"sources":[]}' },
      { event: "delta", data: '{"text":"Hel"}' },
      { event: "done", data: '{"answered":true}' },
    ];
    expect(parse([stream])).toEqual(expected);
    expect(parse(stream.split(""))).toEqual(expected);
  });

  it("joins data lines, skips comments and unknown fields, accepts CRLF split across chunks", () => {
    expect(parse([": ping\r", "\nid: 1\r\ndata: a\r\ndata:b\r", "\n\r\n"])).toEqual([
      { event: "message", data: "a\nb" },
    ]);
  });

  it("dispatches a last event without its blank line at the end of the stream", () => {
    expect(parse(['event: error\ndata: {"error":"x"}'])).toEqual([{ event: "error", data: '{"error":"x"}' }]);
  });
});

describe("readSse", () => {
  it("reads a streamed response body", async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: delta\ndata: {"text":"é'));
        controller.enqueue(encoder.encode('"}\n\n'));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSse(new Response(body), (event) => events.push(event));
    expect(events).toEqual([{ event: "delta", data: '{"text":"é"}' }]);
  });
});
