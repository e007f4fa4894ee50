/**
 * The message catalogue stays whole (decision 073): every message of English exists in each of the
 * product's UI languages with the same placeholders, no language has a message English lacks, and
 * every message is used somewhere in the source. Messages live in `messages/{locale}.json` and in one
 * file set per area (`messages/<area>/{locale}.json`, listed in settings.json), each area's keys
 * prefixed with its name, so work on different areas never edits the same file.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json" with { type: "json" };

const root = join(import.meta.dirname, "../..");
const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
/** Each messages file set: the root one (`messages/{locale}.json`) and one per area (`messages/<area>/{locale}.json`). */
const areas = patterns.map((pattern) => {
  const dir = dirname(pattern.replace("{locale}", "x"));
  const area = dir === "./messages" ? null : dir.slice("./messages/".length);
  return { area, dir: join(root, dir), pattern };
});
const read = (dir: string, locale: string): Record<string, string> => {
  const messages = JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !key.startsWith("$")));
};
const english: Record<string, string> = Object.assign({}, ...areas.map(({ dir }) => read(dir, "en")));
const keys = Object.keys(english);
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe("message catalogue", () => {
  it.each(areas)("$pattern has one file per UI language and no other", ({ dir }) => {
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => entry.name.slice(0, -".json".length));
    expect(files.sort()).toEqual([...settings.locales].sort());
    expect(settings.baseLocale).toBe("en");
  });

  it("names each area's messages after the area, and never the same key in two files", () => {
    const seen = new Map<string, string>();
    const misplaced: string[] = [];
    const twice: string[] = [];
    for (const { area, pattern, dir } of areas) {
      for (const key of Object.keys(read(dir, "en"))) {
        if (area !== null && !key.startsWith(`${area}_`)) misplaced.push(`${pattern}: ${key}`);
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${pattern})`);
        seen.set(key, pattern);
      }
    }
    expect(misplaced, "area messages must start with `<area>_`").toEqual([]);
    expect(twice, "keys defined in two files").toEqual([]);
  });

  it.each(settings.locales.filter((locale) => locale !== "en"))(
    "%s has every message, with English's placeholders",
    (locale) => {
      const messages: Record<string, string> = Object.assign({}, ...areas.map(({ dir }) => read(dir, locale)));
      const missing = keys.filter((key) => typeof messages[key] !== "string" || messages[key].trim() === "");
      expect(missing, `messages missing in ${locale}`).toEqual([]);
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect(extra, `messages in ${locale} that English does not have`).toEqual([]);
      const mismatched = keys.filter(
        (key) => placeholders(messages[key]!).join() !== placeholders(english[key]!).join(),
      );
      expect(mismatched, `messages in ${locale} whose placeholders differ from English`).toEqual([]);
    },
  );

  it("uses every message in the source", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === "node_modules" || entry.name === "paraglide") continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
          sources.push(readFileSync(path, "utf8"));
        }
      }
    };
    for (const dir of ["app", "features", "server", "shared"]) walk(join(root, dir));
    const text = sources.join("\n");
    // A message is called as `m.key(`; a key used through a computed name must be spelled out too.
    const unused = keys.filter((key) => !text.includes(`m.${key}(`));
    expect(unused, "messages no source file calls").toEqual([]);
  });
});
