import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataDir } from "./support/data-dir.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { BRIGHTPATH, element, fetchRaw, GLOBEX, visibleText } from "./support/site.ts";
import { untranslated } from "./support/untranslated.ts";

/** Pages whose interface texts were once English under every language prefix. */
describe("interface texts in the page's language", () => {
  it.each([
    ["localhost", "/es/login", "es", "Iniciar sesión", ["Correo electrónico", "Contraseña", "¿Olvidó su contraseña?"]],
    ["localhost", "/fr/register", "fr", "Créer un compte", ["Nom d’utilisateur", "Créer le compte"]],
    ["localhost", "/de/reset-password", "de", "Passwort zurücksetzen", ["Link senden", "Zurück zur Anmeldung"]],
    ["globex.localhost", "/it/login", "it", "Accedi", ["Ricordami", "Password dimenticata?"]],
  ])("%s%s is in its language", async (host, path, lang, heading, texts) => {
    const response = await fetchRaw(host, path);
    expect(response.status).toBe(200);
    expect(response.body).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
    expect(visibleText(element(response.body, "h1"))).toBe(heading);
    const main = visibleText(element(response.body, "main"));
    for (const text of texts) expect(main).toContain(text);
    expect(main).not.toContain("Forgot your password?");
  });

  it("translates the skip link and the 404 page under a prefix", async () => {
    const page = await fetchRaw("localhost", "/es/services");
    expect(page.status).toBe(200);
    expect(visibleText(page.body)).toContain("Saltar al contenido");
    expect(visibleText(page.body)).not.toContain("Skip to content");
    const missing = await fetchRaw("globex.localhost", "/de/gibt-es-nicht");
    expect(missing.status).toBe(404);
    const main = visibleText(element(missing.body, "main"));
    expect(main).toContain("Seite nicht gefunden");
    expect(main).toContain("Zur Startseite");
    expect(missing.body).toContain('href="/de"');
  });

  it("routes the account pages under every supported prefix (the language switch links there)", async () => {
    for (const path of ["/es/account", "/es/account/profile", "/de/account"]) {
      const response = await fetchRaw("localhost", path);
      // Anonymous visitors are sent to log in: the page exists.
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
    }
    expect((await fetchRaw("localhost", "/it/account")).status).toBe(404);
    expect((await fetchRaw("localhost", "/en/account")).status).toBe(301);
  });
});

describe("every text under a language prefix is in that language", () => {
  // The demo content as seeded, on a server of its own: the shared e2e server holds pages and posts
  // that other specs wrote in English only, which fall back to English under a prefix by the spec's
  // rule (a CI run failed on a page left by page-editors.spec.ts).
  let fresh: ServerProcess;
  beforeAll(async () => {
    fresh = await startServer({
      dataDir: seededDataDir("languages"),
      env: { LOG_LEVEL: "warn" },
    });
  });
  afterAll(async () => {
    await fresh?.stop();
  });
  const fetchFresh = (host: string, pathname: string) => fetchRaw(host, pathname, { port: fresh.port });

  for (const [host, locales] of [
    [BRIGHTPATH, ["es", "fr", "de"]],
    [GLOBEX, ["de", "fr", "it"]],
  ] as const) {
    it(`${host}: each page of the sitemap in ${locales.join(", ")} has no English text of its English version`, async () => {
      const sitemap = (await fetchFresh(host, "/sitemap.xml")).body;
      const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
        .map((match) => match[1]!)
        .filter((path) => !/^\/(es|fr|de|it)(\/|$)/.test(path));
      expect(paths.length).toBeGreaterThan(5);
      const found: { where: string; text: string }[] = [];
      // A post nobody translated shows its base text
      // under every prefix, as the spec's fallback rule says; lists that show it may too.
      const untranslatedPosts = new Set<string>();
      const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      for (const path of [...paths, "/showcase"]) {
        const english = (await fetchFresh(host, path)).body;
        for (const locale of locales) {
          const localized = (await fetchFresh(host, `/${locale}${path === "/" ? "" : path}`)).body;
          const texts = untranslated(english, localized);
          if (english.includes("data-post-type=") && h1(english) !== "" && h1(english) === h1(localized)) {
            for (const text of texts) untranslatedPosts.add(text);
            continue;
          }
          for (const text of texts) found.push({ where: `/${locale}${path}`, text });
        }
      }
      expect(
        found.filter(({ text }) => !untranslatedPosts.has(text)).map(({ where, text }) => `${where}: ${text}`),
      ).toEqual([]);
      // Four fetches for each page of the sitemap, one after another.
    }, 120_000);
  }
});
