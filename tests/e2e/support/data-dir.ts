import { cpSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/** A new, empty DATA_DIR in the run's scratch folder: its server's first start migrates and seeds it. */
export function emptyDataDir(name: string): string {
  return mkdtempSync(path.join(inject("scratchDir"), `${name}-`));
}

/**
 * A new DATA_DIR holding a copy of the run's seeded demo database (global-setup.ts): its server
 * starts as a restarted one does, with the demo content already there.
 */
export function seededDataDir(name: string): string {
  const dir = emptyDataDir(name);
  cpSync(inject("seededDataDir"), dir, { recursive: true });
  return dir;
}
