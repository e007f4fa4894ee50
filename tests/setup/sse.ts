import { createParser } from "eventsource-parser";

/** The events of a `text/event-stream` answer, read to its end: `{ event, data }` with data parsed as JSON. */
export async function readSse(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) =>
      events.push({ event: event ?? "message", data: JSON.parse(data) as Record<string, unknown> }),
  });
  parser.feed(await response.text());
  // A last event without its blank line still counts, as in the browser's reader (app/browser/sse.ts).
  parser.feed("\n\n");
  return events;
}

/** The answer's text: its `delta` events joined. */
export const answerText = (events: { event: string; data: Record<string, unknown> }[]) =>
  events
    .filter((item) => item.event === "delta")
    .map((item) => item.data.text as string)
    .join("");
