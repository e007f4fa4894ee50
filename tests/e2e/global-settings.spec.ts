import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

/**
 * Global Settings (spec editing-tools §2.8, §4, §7): the demo admin of Brightpath opens it over the
 * live home page, edits an FAQ and saves; an anonymous visitor's home page shows the new question.
 * The Cookies tab likewise: a renamed cookie service reaches visitors' cookie categories.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Faq = { id: number; question: string; answer: string };

async function organizationFaqs(context: BrowserContext): Promise<{ organizationId: number; faqs: Faq[] }> {
  // The host's organization id is the only one the API answers; the root data holds it too.
  for (let id = 1; id <= 5; id += 1) {
    const response = await context.request.get(siteUrl(BRIGHTPATH, `/api/organizations/${id}/sections/faqs`));
    if (response.status() === 200)
      return { organizationId: id, faqs: ((await response.json()) as { faqs: Faq[] }).faqs };
  }
  throw new Error("the admin could read no organization's FAQs");
}

/** Opens Global Settings from the overlay's floating create menu (General group). */
async function openFromCreateMenu(page: Page) {
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByRole("menuitem", { name: "Global Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Global Settings" });
  await dialog.getByRole("tab", { name: "General" }).waitFor();
  return dialog;
}

/** Opens an editor the way the overlay does: the `tessera:open-editor` window event of editor-requests.ts. */
async function openGlobalSettings(page: Page, tab?: string) {
  // The overlay (and its listener) loads after hydration, for admins only.
  await page.getByRole("button", { name: "Create", exact: true }).waitFor();
  await page.evaluate(
    (detail) => window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail })),
    tab ? { kind: "global-settings", tab } : { kind: "global-settings" },
  );
  const dialog = page.getByRole("dialog", { name: "Global Settings" });
  await dialog.waitFor();
  await dialog.getByRole("tab", { name: "General" }).waitFor();
  return dialog;
}

type CookieLists = {
  cookie_categories: { id: number; name: string }[];
  cookie_services: { id: number; name: string; category_id: number }[];
};

async function organizationCookies(context: BrowserContext): Promise<{ organizationId: number } & CookieLists> {
  for (let id = 1; id <= 5; id += 1) {
    const response = await context.request.get(siteUrl(BRIGHTPATH, `/api/organizations/${id}/sections/cookies`));
    if (response.status() === 200) return { organizationId: id, ...((await response.json()) as CookieLists) };
  }
  throw new Error("the admin could read no organization's cookie lists");
}

describe("Global Settings (the demo admin on localhost)", () => {
  it("edits an FAQ, saves, and an anonymous visitor's FAQ section shows it", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const { organizationId, faqs } = await organizationFaqs(context);
    const original = faqs[0]!;
    const edited = `Do you answer within a day? ${randomBytes(3).toString("hex")}`;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openFromCreateMenu(page);
      await dialog.getByRole("heading", { name: "General", level: 3 }).waitFor();

      // The FAQs tab: its title, subtitle and list.
      await dialog.getByRole("tab", { name: "FAQs" }).click();
      await dialog.getByRole("tab", { name: "FAQs", selected: true }).waitFor();
      await dialog.getByText("Questions and answers shown in your FAQ sections.").waitFor();
      await dialog.getByRole("heading", { name: "FAQs", level: 3 }).waitFor();
      const save = dialog.getByRole("button", { name: "Save", exact: true });
      expect(await save.isDisabled()).toBe(true);
      expect(await dialog.getByText("Unsaved changes").count()).toBe(0);

      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      await dialog.getByRole("button", { name: original.question, exact: true }).click();
      const question = dialog.getByLabel("Question").first();
      await question.fill(edited);
      await dialog.getByText("Unsaved changes").waitFor();
      expect(await save.isDisabled()).toBe(false);

      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/organizations/${organizationId}`) && response.request().method() === "PUT",
      );
      const reloaded = page.waitForResponse((response) =>
        response.url().endsWith(`/api/organizations/${organizationId}/sections/faqs`),
      );
      await save.click();
      expect((await saved).status()).toBe(200);
      expect((await reloaded).status()).toBe(200);
      // Saved: the badge goes and Save is disabled again, the list shows the saved question.
      await dialog.getByRole("button", { name: edited, exact: true }).waitFor();
      await page.waitForFunction(() => !document.body.innerText.includes("Unsaved changes"));
      expect(await save.isDisabled()).toBe(true);

      const visitor = await fetchRaw(BRIGHTPATH, "/");
      expect(visitor.status).toBe(200);
      expect(visitor.body).toContain(edited);
      expectNoProblems();
    } finally {
      // Put the demo text back for the other specs (through the same API).
      const faqsBack = await versioned(context, "PUT", `/api/organizations/${organizationId}`, {
        faqs: faqs.map((faq) => ({ id: faq.id, question: faq.question })),
      });
      await context.request.fetch(siteUrl(BRIGHTPATH, faqsBack.path), {
        method: "PUT",
        data: faqsBack.data,
        headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
      });
      await context.close();
    }
  }, 60_000);

  it("renames a cookie service on the Cookies tab, saves, and visitors' cookie categories show it", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const {
      organizationId,
      cookie_categories: categories,
      cookie_services: services,
    } = await organizationCookies(context);
    const category = categories.find((entry) => entry.name === "Analytics")!;
    const original = services.find((service) => service.category_id === category.id)!;
    const renamed = `Site statistics ${randomBytes(3).toString("hex")}`;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openFromCreateMenu(page);
      await dialog.getByRole("tab", { name: "Cookies" }).click();
      await dialog.getByRole("heading", { name: "Cookies", level: 3 }).waitFor();
      const serviceList = dialog.locator('section[data-list="cookie_services"]');
      await serviceList.getByRole("heading", { name: /Cookie services/ }).waitFor();
      await dialog.getByText(/^Consent records: \d+/).waitFor();

      // The essential category says why it cannot be deleted; its Delete is disabled.
      const essential = dialog.getByRole("button", { name: "Delete Essential", exact: true });
      expect(await essential.isDisabled()).toBe(true);
      await dialog
        .getByText(/Essential is always on for visitors/)
        .first()
        .waitFor();

      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      await serviceList.getByRole("button", { name: `${original.name} (in Analytics)`, exact: true }).click();
      await serviceList.getByLabel("Name").fill(renamed);
      await dialog.getByText("Unsaved changes").waitFor();
      const save = dialog.getByRole("button", { name: "Save", exact: true });
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/organizations/${organizationId}`) && response.request().method() === "PUT",
      );
      const reloaded = page.waitForResponse((response) =>
        response.url().endsWith(`/api/organizations/${organizationId}/sections/cookies`),
      );
      await save.click();
      expect((await saved).status()).toBe(200);
      expect((await reloaded).status()).toBe(200);
      await serviceList.getByRole("button", { name: `${renamed} (in Analytics)`, exact: true }).waitFor();
      await page.waitForFunction(() => !document.body.innerText.includes("Unsaved changes"));

      // An anonymous visitor (no cookie) is offered the renamed service under its category.
      const visitor = await fetchRaw(BRIGHTPATH, "/api/cookies/categories");
      expect(visitor.status).toBe(200);
      const offered = JSON.parse(visitor.body) as { id: number; cookie_service: { id: number; name: string }[] }[];
      const shown = offered.find((entry) => entry.id === category.id)!.cookie_service;
      expect(shown.find((service) => service.id === original.id)?.name).toBe(renamed);
      expectNoProblems();
    } finally {
      // Put the demo services back for the other specs (the whole list, as loaded).
      const servicesBack = await versioned(context, "PUT", `/api/organizations/${organizationId}`, {
        cookie_services: services,
      });
      const restored = await context.request.fetch(siteUrl(BRIGHTPATH, servicesBack.path), {
        method: "PUT",
        data: servicesBack.data,
        headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
      });
      expect(restored.status()).toBe(200);
      await context.close();
    }
  }, 60_000);

  it("asks the spec's question before closing with unsaved changes, and closes without asking when clean", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      let dialog = await openGlobalSettings(page);
      await dialog.getByRole("heading", { name: "General", level: 3 }).waitFor();
      await dialog.getByLabel("Font family").fill("Georgia");
      await dialog.getByText("Unsaved changes").waitFor();

      await dialog.getByRole("button", { name: "Cancel" }).click();
      const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
      await question.getByText("You have unsaved changes. Are you sure you want to close?", { exact: true }).waitFor();
      await question.getByRole("button", { name: "Keep editing" }).click();
      expect(await dialog.getByLabel("Font family").inputValue()).toBe("Georgia");

      await page.keyboard.press("Escape");
      await question.getByRole("button", { name: "Close", exact: true }).click();
      await dialog.waitFor({ state: "detached" });

      // Nothing was saved; a clean dialog closes at once.
      dialog = await openGlobalSettings(page);
      expect(await dialog.getByLabel("Font family").inputValue()).not.toBe("Georgia");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expectNoProblems();
    } finally {
      await context.close();
    }
  });
  it("two admins change different settings and different FAQs at once: each sees the other, and every change is kept without a question", async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    const a = first.page;
    const b = second.page;
    await signInWithApi(a.context(), DEMO.brightpathAdmin);
    await signInWithApi(b.context(), DEMO.brightpathAdmin);
    const { organizationId, faqs } = await organizationFaqs(a.context());
    const [faqA, faqB] = faqs as [Faq, Faq];
    const answerA = `A's answer ${randomBytes(2).toString("hex")}`;
    const answerB = `B's answer ${randomBytes(2).toString("hex")}`;
    /** Opens one FAQ on the FAQs tab and types its answer. */
    const answer = async (dialog: ReturnType<Page["getByRole"]>, faq: Faq, text: string) => {
      await dialog.getByRole("tab", { name: "FAQs" }).click();
      await dialog.getByRole("button", { name: faq.question, exact: true }).click();
      await dialog.getByLabel("Answer").first().fill(text);
    };
    const before = (await (
      await a.context().request.get(siteUrl(BRIGHTPATH, `/api/organizations/${organizationId}`))
    ).json()) as { settings: { name: string; font_family?: string | null } };
    const font = `Georgia ${randomBytes(2).toString("hex")}`;
    const name = `${before.settings.name} ${randomBytes(2).toString("hex")}`;
    const saved = (page: Page) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/organizations/${organizationId}`) &&
          response.request().method() === "PUT" &&
          response.status() === 200,
      );
    try {
      for (const page of [a, b]) {
        await page.goto(siteUrl(BRIGHTPATH, "/"));
        await waitForHydration(page);
      }
      const dialogA = await openGlobalSettings(a);
      const dialogB = await openGlobalSettings(b);
      // Each sees that the other has the settings open.
      await dialogA.getByText(/is editing this too \(since /).waitFor({ timeout: 15_000 });
      await dialogB.getByText(/is editing this too \(since /).waitFor({ timeout: 15_000 });

      // A saves the font and the first FAQ's answer first.
      await dialogA.getByLabel("Font family").fill(font);
      await answer(dialogA, faqA, answerA);
      const savedA = saved(a);
      await dialogA.getByRole("button", { name: "Save", exact: true }).click();
      await savedA;
      await a.waitForFunction(() => !document.body.innerText.includes("Unsaved changes"));

      // B loaded the settings before A's save and changes the name and the second FAQ's answer: its
      // stale save merges (A's font and FAQ are kept, the FAQs merge item by item) and is sent again
      // at once, nothing to choose since neither a field nor an FAQ was changed by both.
      await dialogB.getByLabel("Name", { exact: true }).fill(name);
      await answer(dialogB, faqB, answerB);
      const savedB = saved(b);
      await dialogB.getByRole("button", { name: "Save", exact: true }).click();
      await savedB;
      await b.getByText("their changes were kept along with yours").first().waitFor();
      await b.waitForFunction(() => !document.body.innerText.includes("Unsaved changes"));
      expect(await dialogB.getByRole("button", { name: "Save with these choices" }).count()).toBe(0);
      expect(await dialogB.getByText(/Someone else changed the same/).count()).toBe(0);
      const stored = (await organizationFaqs(a.context())).faqs;
      expect(stored.find((faq) => faq.id === faqA.id)?.answer).toBe(answerA);
      expect(stored.find((faq) => faq.id === faqB.id)?.answer).toBe(answerB);
      expect(stored.map((faq) => faq.id)).toEqual(faqs.map((faq) => faq.id));
      await dialogB.getByRole("tab", { name: "General" }).click();
      expect(await dialogB.getByLabel("Font family").inputValue()).toBe(font);
      expect(await dialogB.getByLabel("Name", { exact: true }).inputValue()).toBe(name);

      const now = (await (
        await a.context().request.get(siteUrl(BRIGHTPATH, `/api/organizations/${organizationId}`))
      ).json()) as { settings: { name: string; font_family?: string | null } };
      expect(now.settings.font_family).toBe(font);
      expect(now.settings.name).toBe(name);
      first.expectNoProblems();
      // The refused first save of B is logged by the browser itself (409); nothing else may go wrong.
      assertNoProblems(second.problems.filter((problem) => !problem.text.includes("status of 409")));
    } finally {
      const back = await versioned(a.context(), "PUT", `/api/organizations/${organizationId}`, {
        settings: { name: before.settings.name, font_family: before.settings.font_family ?? null },
        faqs: faqs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer })),
      });
      const restored = await a.context().request.fetch(siteUrl(BRIGHTPATH, back.path), {
        method: "PUT",
        data: back.data,
        headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
      });
      expect(restored.status()).toBe(200);
      await a.context().close();
      await b.context().close();
    }
  }, 90_000);

  it("shows Failed to Load with the status text when the organization cannot be fetched, and Retry loads it", async () => {
    const { page, problems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      // The first load fails at the network edge (the server is not involved); the retry goes through.
      let failures = 1;
      await page.route(/\/api\/organizations\/\d+$/, async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 503, body: "{}", contentType: "application/json" });
        else await route.continue();
      });
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail: { kind: "global-settings" } })),
      );
      const dialog = page.getByRole("dialog", { name: "Global Settings" });
      await dialog.getByText("Failed to Load").waitFor();
      await dialog.getByText("Failed to fetch organization data: Service Unavailable").waitFor();
      await dialog.getByRole("button", { name: "Retry" }).click();
      await dialog.getByRole("tab", { name: "General" }).waitFor();
      expect(await dialog.getByLabel("Name").inputValue()).toBeTruthy();
      // The browser logs the refused request itself; nothing else may go wrong.
      assertNoProblems(problems.filter((problem) => !problem.text.includes("status of 503")));
    } finally {
      await context.close();
    }
  });
});
