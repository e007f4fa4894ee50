/**
 * Loader data sent to the browser as one JSON text instead of a tree React Router serialises value
 * by value (decision 011). Packing happens once, where a read model enters the content cache, so a
 * full page render serialises one string; on the server `unpack` returns the original object, in
 * the browser it parses the text once per payload.
 *
 * Only plain JSON data may be packed: no dates, maps, `undefined` inside arrays or promises.
 */
export type Packed<T> = { readonly json: string; readonly __packed?: T };

const values = new WeakMap<object, unknown>();

/**
 * Payloads parsed lately, by text: a render thread receives a copy of the same chrome and page
 * text on every render, and a browser the same chrome on every navigation. Parsed once each.
 */
const parsed = new Map<string, unknown>();
const PARSED_LIMIT = 32;

export function pack<T>(value: T): Packed<T> {
  const packed: Packed<T> = { json: JSON.stringify(value) };
  values.set(packed, value);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  let value = parsed.get(packed.json) as T | undefined;
  if (value === undefined) {
    value = JSON.parse(packed.json) as T;
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(packed.json, value);
  }
  values.set(packed, value);
  return value;
}
