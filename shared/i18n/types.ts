/** A value per locale code, e.g. `{ "es": "Inicio" }`; the base text lives in its own column. */
export type Translations = Record<string, string>;

/** Gradient colours by palette name (`blue-400`); `via` is optional. */
export type Gradient = { from: string; via?: string | null; to: string };
