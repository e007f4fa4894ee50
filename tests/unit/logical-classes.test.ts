import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { classSourceFiles } from "../../shared/style/class-source-files.ts";
import { ALLOWED_PHYSICAL, SCAN_EXCLUDED, logicalClass, physicalClasses } from "../../shared/style/logical-classes.ts";

/**
 * Decision 072: layouts use logical classes (start/end), so an Arabic page mirrors. A physical
 * left/right class is allowed only where ALLOWED_PHYSICAL says why; `node scripts/logical-classes.ts
 * --write` rewrites new ones.
 */
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

describe("logicalClass", () => {
  it("gives the logical twin of a physical class, variants and sign kept", () => {
    expect(logicalClass("ml-2")).toBe("ms-2");
    expect(logicalClass("-mr-0.5")).toBe("-me-0.5");
    expect(logicalClass("md:hover:pl-(--site-side-left)")).toBe("md:hover:ps-(--site-side-left)");
    expect(logicalClass("[&_blockquote]:border-l-4")).toBe("[&_blockquote]:border-s-4");
    expect(logicalClass("focus:left-2")).toBe("focus:start-2");
    expect(logicalClass("-right-1")).toBe("-end-1");
    expect(logicalClass("text-right")).toBe("text-end");
    expect(logicalClass("rounded-tr")).toBe("rounded-se");
    expect(logicalClass("rounded-r-md")).toBe("rounded-e-md");
    expect(logicalClass("border-l")).toBe("border-s");
    expect(logicalClass("border-r-gray-200")).toBe("border-e-gray-200");
    expect(logicalClass("!pr-[3px]")).toBe("!pe-[3px]");
  });

  it("leaves alone what is not a physical class", () => {
    for (const token of [
      "border-red-500",
      "rounded-lg",
      "prose",
      "place-items-center",
      "ms-2",
      "left:",
      "toLocaleString",
      "constructor",
      "left-aligned",
      "inset-x-0",
    ]) {
      expect(logicalClass(token), token).toBeNull();
    }
  });
});

describe("the source", () => {
  const files = classSourceFiles(root).filter((file) => !SCAN_EXCLUDED.includes(file));
  const found = files.flatMap((file) =>
    physicalClasses(readFileSync(path.join(root, file), "utf8")).map((hit) => ({ file, ...hit })),
  );

  it("scans the app's components", () => {
    expect(files).toContain("app/components/header/site-header.tsx");
    expect(files).toContain("features/help-center/components/help-launcher.tsx");
    expect(files.length).toBeGreaterThan(300);
  });

  it("has no physical left/right class outside the allowlist", () => {
    const stray = found
      .filter((hit) => !(`${hit.file}:${hit.token}` in ALLOWED_PHYSICAL))
      .map((hit) => `${hit.file}:${hit.line} ${hit.token} (use ${hit.logical})`);
    expect(stray).toEqual([]);
  });

  it("has no stale allowlist entry", () => {
    const used = new Set(found.map((hit) => `${hit.file}:${hit.token}`));
    expect(Object.keys(ALLOWED_PHYSICAL).filter((entry) => !used.has(entry))).toEqual([]);
  });
});
