import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { classSourceFiles } from "../../shared/style/class-source-files.ts";

/**
 * Decision 084: the primary shade is chosen at just over 4.5:1 for white text, so a hovered primary
 * button must not fade (opacity lightens it towards the page, 4.28:1 on Brightpath's blue, which
 * axe reported with the pointer left over a button). It darkens: `hover:bg-primary-hover`.
 */
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

describe("hovered primary buttons", () => {
  it("darken instead of fading: no class list pairs bg-primary with a hover opacity", () => {
    const faded: string[] = [];
    for (const file of classSourceFiles(root)) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/(^|[\s"'`])bg-primary([\s"'`]|$)/.test(line) && /hover:opacity-\d/.test(line)) {
            faded.push(`${file}:${index + 1}`);
          }
        });
    }
    expect(faded).toEqual([]);
  });

  it("have a darker primary to go to", () => {
    const theme = readFileSync(path.join(root, "app/theme.css"), "utf8");
    expect(theme).toMatch(/--color-primary-hover:\s*color-mix\(in oklab, var\(--color-primary\) \d+%, black\)/);
  });
});
