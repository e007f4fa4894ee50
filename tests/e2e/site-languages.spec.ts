import { describe, expect, it } from "vitest";
import { element, fetchRaw, visibleText } from "./support/site.ts";

/** Pages that were English under every prefix before issue 9 (language part). */
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
