import { compileCatalogue } from "../../scripts/i18n/compile.ts";

/** Vitest's global setup: the compiled message catalogue exists and matches messages/ (decision 073). */
export default async function setup() {
  await compileCatalogue();
}
