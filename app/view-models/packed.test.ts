import { describe, expect, it } from "vitest";
import { pack, unpack, type Packed } from "./packed.ts";

describe("packed loader data", () => {
  const view = { menu: [{ label: "Services", href: "/services", children: [] }], year: 2026, logo: null };

  it("carries the value as one JSON text", () => {
    const packed = pack(view);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(JSON.parse(packed.json)).toEqual(view);
  });

  it("gives the server render the original object, without parsing", () => {
    const packed = pack(view);
    expect(unpack(packed)).toBe(view);
  });

  it("parses a payload that crossed the network once, and returns the same object on every render", () => {
    // What the browser gets: a new object with the same text, not the one the server packed.
    const received: Packed<typeof view> = { json: pack(view).json };
    const first = unpack(received);
    expect(first).toEqual(view);
    expect(first).not.toBe(view);
    expect(unpack(received)).toBe(first);
  });

  it("parses a text it has seen lately once, even when it arrives in a new object", () => {
    const text = pack(view).json;
    const first = unpack<typeof view>({ json: text });
    // A render thread gets a fresh copy of the same text with each job.
    expect(unpack<typeof view>({ json: `${text}` })).toBe(first);
    expect(unpack<typeof view>({ json: pack({ ...view, year: 2027 }).json })).not.toBe(first);
  });
});
