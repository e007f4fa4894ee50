/**
 * The message catalogue stays whole (decision 073): every message of English exists in each of the
 * product's UI languages with the same placeholders, no language has a message English lacks, and
 * every message is used somewhere in the source.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json" with { type: "json" };

const root = join(import.meta.dirname, "../..");
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, "messages", `${locale}.json`), "utf8")) as Record<string, string>;
const english = read("en");
const keys = Object.keys(english).filter((key) => !key.startsWith("$"));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe("message catalogue", () => {
  it("has one messages file per UI language and no other", () => {
    const files = readdirSync(join(root, "messages"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length));
    expect(files.sort()).toEqual([...settings.locales].sort());
    expect(settings.baseLocale).toBe("en");
  });

  it.each(settings.locales.filter((locale) => locale !== "en"))(
    "%s has every message, with English's placeholders",
    (locale) => {
      const messages = read(locale);
      const missing = keys.filter((key) => typeof messages[key] !== "string" || messages[key].trim() === "");
      expect(missing, `messages missing in ${locale}`).toEqual([]);
      const extra = Object.keys(messages).filter((key) => !key.startsWith("$") && !(key in english));
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
