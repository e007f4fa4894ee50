/**
 * Codemod of decision 072: rewrites physical left/right Tailwind classes to their logical twins
 * (`ml-2` → `ms-2`, `left-0` → `start-0`, `text-right` → `text-end`, …) in the app's components.
 * `node scripts/logical-classes.ts` lists what it would change; `--write` changes it. Classes in
 * ALLOWED_PHYSICAL stay as they are (centred transforms and the like).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { ALLOWED_PHYSICAL, SCAN_EXCLUDED, physicalClasses } from "../shared/style/logical-classes.ts";
import { classSourceFiles } from "../shared/style/class-source-files.ts";

const write = process.argv.includes("--write");
let count = 0;
for (const file of classSourceFiles().filter((name) => !SCAN_EXCLUDED.includes(name))) {
  const source = readFileSync(file, "utf8");
  const found = physicalClasses(source).filter((hit) => !(`${file}:${hit.token}` in ALLOWED_PHYSICAL));
  if (found.length === 0) continue;
  const lines = source.split("\n");
  for (const hit of found) {
    count++;
    console.log(`${file}:${hit.line}: ${hit.token} → ${hit.logical}`);
    const text = lines[hit.line - 1]!;
    lines[hit.line - 1] = text.replace(
      new RegExp(`(?<=^|[\\s"'\`])${hit.token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?=$|[\\s"'\`,;])`, "g"),
      hit.logical,
    );
  }
  if (write) writeFileSync(file, lines.join("\n"));
}
console.log(`${count} physical classes${write ? " rewritten" : ""}`);
