import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as consoleAction, loader as consoleLoader } from "../../../app/routes/platform/console-sites.tsx";
import { loader as layoutLoader } from "../../../app/routes/platform/layout.tsx";
import { platformAccounts } from "../../../server/db/schema/index.ts";
import { inProcessApiRequest } from "../../../server/http/in-process-api.ts";
import { platformRequestContext } from "../../../server/load-context.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { readPlatformSession } from "../server/domain/platform-session.ts";
import { PLATFORM, platformPerson, type Person } from "./site-fixtures.test-setup.ts";

/**
 * The console in the platform account's own language (decision 083): the pages read the account's
 * column, whatever the browser asks for, and the console home's plain form (no scripts needed)
 * changes it through the API. Loaders and actions are called as the platform app calls them.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let person: Person;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  person = await platformPerson(t, "console-language@example.test");
});
afterAll(() => t.close());

/** A page request to the platform host as `person`, with the context platform-app.ts builds. */
async function pageArgs(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const token = person.cookie.split("=")[1];
  const request = new Request(`http://${PLATFORM}${path}`, {
    method: init.method ?? "GET",
    headers: {
      host: PLATFORM,
      cookie: person.cookie,
      origin: `http://${PLATFORM}`,
      "accept-language": "en-US,en;q=0.9",
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  const context = new RouterContextProvider();
  context.set(platformRequestContext, {
    services: t.services,
    requestId: "test",
    logger: t.services.logger,
    account: await readPlatformSession(t.services.db, token),
    api: async (apiPath, apiInit) => t.app.fetch(inProcessApiRequest(request, apiPath, apiInit, "test")),
  });
  return { request, context, params: {} } as never;
}

const languageOf = async () =>
  (
    await t.db
      .select({ uiLocale: platformAccounts.ui_locale })
      .from(platformAccounts)
      .where(eq(platformAccounts.id, person.id))
  )[0]!.uiLocale;

async function submitLanguage(uiLocale: string): Promise<Response> {
  try {
    const result = await consoleAction(
      await pageArgs("/console?index", { method: "POST", form: { intent: "ui-language", uiLocale } }),
    );
    throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the console in the account's language", () => {
  it("speaks the browser's language until the account chooses one, then the account's whatever the browser asks", async () => {
    expect((await layoutLoader(await pageArgs("/console"))).uiLocale).toBe("en");
    await t.db.update(platformAccounts).set({ ui_locale: "de" }).where(eq(platformAccounts.id, person.id));
    expect((await layoutLoader(await pageArgs("/console"))).uiLocale).toBe("de");
  });

  it("changes the language from the console home's form, then shows the page after it as saved", async () => {
    const saved = await submitLanguage("fr");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/console?language=saved");
    expect(await languageOf()).toBe("fr");
    const page = await consoleLoader(await pageArgs("/console?language=saved"));
    expect(page).toMatchObject({ uiLocale: "fr", languageSaved: true });
    expect((await layoutLoader(await pageArgs("/console"))).uiLocale).toBe("fr");

    // "The browser's language" clears it.
    expect((await submitLanguage("")).status).toBe(302);
    expect(await languageOf()).toBeNull();
    expect((await consoleLoader(await pageArgs("/console"))).uiLocale).toBeNull();
  });

  it("says the language could not be saved for one the catalogue does not have", async () => {
    const result = await consoleAction(
      await pageArgs("/console?index", { method: "POST", form: { intent: "ui-language", uiLocale: "xx" } }),
    );
    expect(result).toMatchObject({ data: { language: "failed" }, init: { status: 400 } });
    expect(await languageOf()).toBeNull();
  });
});
