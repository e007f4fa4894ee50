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

export function pack<T>(value: T): Packed<T> {
  const packed: Packed<T> = { json: JSON.stringify(value) };
  values.set(packed, value);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  const value = JSON.parse(packed.json) as T;
  values.set(packed, value);
  return value;
}
