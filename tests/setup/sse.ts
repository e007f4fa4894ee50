/** The events of a `text/event-stream` answer, read to its end: `{ event, data }` with data parsed as JSON. */
export async function readSse(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const text = await response.text();
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join("\n")) as Record<string, unknown> });
  }
  return events;
}

/** The answer's text: its `delta` events joined. */
export const answerText = (events: { event: string; data: Record<string, unknown> }[]) =>
  events
    .filter((item) => item.event === "delta")
    .map((item) => item.data.text as string)
    .join("");
