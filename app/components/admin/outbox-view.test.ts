import { describe, expect, it } from "vitest";
import { outboxView, parseMessageId } from "./outbox-view.ts";

const row = (id: number, created_at: string) => ({
  id,
  to: `user${id}@example.com`,
  subject: `Subject ${id}`,
  created_at,
  status: "outbox",
  html: `<p>Body ${id}</p>`,
  text: `Body ${id}`,
});

describe("outboxView", () => {
  const rows = [row(1, "2025-01-01T10:00:00Z"), row(3, "2025-01-03T10:00:00Z"), row(2, "2025-01-02T10:00:00Z")];

  it("lists the newest message first without sending bodies", () => {
    const { items, selected } = outboxView(rows, null);
    expect(items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(items[0]).toEqual({
      id: 3,
      to: "user3@example.com",
      subject: "Subject 3",
      status: "outbox",
      isoTime: "2025-01-03T10:00:00.000Z",
    });
    expect(items[0]).not.toHaveProperty("html");
    expect(selected).toBeNull();
  });

  it("adds the body of the opened message only", () => {
    expect(outboxView(rows, 2).selected).toMatchObject({ id: 2, html: "<p>Body 2</p>", text: "Body 2" });
  });

  it("opens nothing for an id of another organization's (absent) message", () => {
    expect(outboxView(rows, 99).selected).toBeNull();
  });
});

describe("parseMessageId", () => {
  it("accepts plain positive integers only", () => {
    expect(parseMessageId("12")).toBe(12);
    expect(parseMessageId("1e3")).toBeNull();
    expect(parseMessageId("-1")).toBeNull();
    expect(parseMessageId(null)).toBeNull();
  });
});
