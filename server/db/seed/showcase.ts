import type { Db } from "../client.ts";
import { seedBrightpathHome } from "./showcase-brightpath-home.ts";
import { seedBrightpathPages } from "./showcase-brightpath-pages.ts";
import { seedGlobex } from "./showcase-globex.ts";

/**
 * The demo showcase (decision 017): between them, the two demo sites show every section type of
 * this work, every banner kind, every header type and every footer variant. Home pages get 6–8
 * sections of different types; `/showcase` pages (each site's own) show the remaining options.
 * Brightpath texts come in en, es, fr, de; Globex texts in en, de, fr, it.
 */
export async function seedShowcase({
  db,
  brightpath,
  globex,
  now = Date.now(),
}: {
  db: Db;
  brightpath: { id: number };
  globex: { id: number };
  now?: number;
}) {
  // In this order: the rows' ids follow it.
  await seedBrightpathHome(db, brightpath.id);
  await seedBrightpathPages(db, brightpath.id, now);
  await seedGlobex(db, globex.id);
}
