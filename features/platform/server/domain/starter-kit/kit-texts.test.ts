import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALES } from "../../../../../shared/i18n/locales.ts";
import { KIT_LOCALES } from "../../../shared/looks.ts";
import { KIT_MESSAGES, kitWriter } from "./kit-texts.ts";

/** Every string of a table with its path, in a stable order. */
function entries(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => entries(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => entries(item, path ? `${path}.${key}` : key));
  return [];
}

const placeholders = (text: string) => (text.match(/\{(name|email)\}/g) ?? []).sort();
const tags = (text: string) => (text.match(/<\/?[a-z0-9]+/g) ?? []).join(" ");

describe("the kit's message tables", () => {
  it("exist for exactly the ten UI languages", () => {
    expect(Object.keys(KIT_MESSAGES).sort()).toEqual([...DEFAULT_LOCALES].sort());
    expect([...KIT_LOCALES].sort()).toEqual([...DEFAULT_LOCALES].sort());
  });

  const english = entries(KIT_MESSAGES.en);
  for (const locale of DEFAULT_LOCALES.filter((l) => l !== "en")) {
    it(`${locale}: is a translation, with the same placeholders and markup as English`, () => {
      const table = entries(KIT_MESSAGES[locale]);
      expect(table.map(([path]) => path)).toEqual(english.map(([path]) => path));
      const same = table.filter(([, text], index) => text === english[index]![1]).map(([, text]) => text);
      // A few words are the same in several languages (Blog, Marketing, Contact); whole texts are not.
      expect(same.length, `${locale} left in English: ${same.join(" | ")}`).toBeLessThanOrEqual(8);
      for (const [index, [path, text]] of table.entries()) {
        expect(text.trim(), `${locale} ${path}`).not.toBe("");
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english[index]![1]));
        expect(tags(text), `${locale} ${path}`).toBe(tags(english[index]![1]));
      }
    });
  }
});

describe("kitWriter", () => {
  it("stores the default language as the base and the kit's other languages as translations", () => {
    const t = kitWriter({ defaultLocale: "es", locales: ["es", "en", "nl"], name: "Nube", email: "a@b.test" });
    expect(t.text((m) => m.about.heading)).toEqual({ base: "Sobre Nube", tr: { en: "About Nube" } });
  });

  it("escapes the name and address in rich text, and keeps them as typed in plain text", () => {
    const t = kitWriter({ defaultLocale: "en", locales: ["en"], name: `Tom & "Jerry" <b>`, email: "x@y.test" });
    expect(t.text((m) => m.about.heading).base).toBe(`About Tom & "Jerry" <b>`);
    expect(t.html((m) => m.about.text).base).toContain("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
    expect(t.paragraph((m) => m.home.offerLead).base).toBe(
      "<p>Three ways Tom &amp; &quot;Jerry&quot; &lt;b&gt; can help you.</p>",
    );
  });
});
