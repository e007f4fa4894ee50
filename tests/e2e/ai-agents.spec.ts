import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

let browser: Browser;
type Agent = { id: number; name: string; greeting: string; instructions: string; updated_at: string };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("AI agents at /admin/ai/management (the demo admin on localhost)", () => {
  it("creates an agent (the API's rules at the field), merges a colleague's save, and sees a visitor's question and the one it could not answer", async () => {
    const suffix = randomBytes(3).toString("hex");
    const name = `Helper ${suffix}`;
    const unanswered = `What is the boiling point of mercury ${suffix}?`;
    const { page, problems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/admin/ai/management"));
      await waitForHydration(page);
      await page.getByRole("heading", { name: "AI agents", level: 1 }).waitFor();

      await page.getByRole("button", { name: "New agent" }).click();
      const form = page.getByRole("form", { name: "New agent" });
      // The API's rules on react-hook-form: nothing said before a submit, then at the field, focused.
      const nameRequired = form.getByRole("alert").filter({ hasText: /^Name is required$/ });
      expect(await nameRequired.count()).toBe(0);
      await form.getByRole("button", { name: "Create agent" }).click();
      await nameRequired.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
      expect(await form.getByLabel("Name").evaluate((element) => element === document.activeElement)).toBe(true);
      await form.getByLabel("Name").fill(name);
      await nameRequired.waitFor({ state: "detached" });
      await form.getByLabel("Greeting").fill("Ask me about our consulting.");
      await form.getByRole("button", { name: "Create agent" }).click();
      await page.getByRole("heading", { name: new RegExp(name) }).waitFor();

      // Editing saves with the version loaded: a colleague's save in the meantime (another field) is
      // merged with this one, not overwritten.
      await page.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("form", { name: `Edit ${name}` });
      await edit.getByLabel("Instructions").fill("Answer briefly.");
      const loaded = (
        (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/ai/agents"))).json()) as Agent[]
      ).find((entry) => entry.name === name)!;
      const other = await context.request.fetch(siteUrl(BRIGHTPATH, `/api/ai/agents/${loaded.id}`), {
        method: "PUT",
        data: { greeting: "Hello from a colleague.", updated_at: loaded.updated_at },
        headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
      });
      expect(other.status()).toBe(200);
      await edit.getByRole("button", { name: "Save agent" }).click();
      await page.getByText("Someone else saved this in the meantime").first().waitFor();
      await edit.waitFor({ state: "detached" });
      const saved = ((await (await context.request.get(siteUrl(BRIGHTPATH, "/api/ai/agents"))).json()) as Agent[]).find(
        (entry) => entry.id === loaded.id,
      )!;
      expect(saved.greeting).toBe("Hello from a colleague.");
      expect(saved.instructions).toBe("Answer briefly.");

      // Cancel with unsaved changes asks first.
      await page.getByRole("button", { name: `Edit ${name}` }).click();
      await edit.getByLabel("Name").fill(`${name} renamed`);
      await edit.getByRole("button", { name: "Cancel" }).click();
      const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
      await question.waitFor();
      await question.getByRole("button", { name: "Close" }).click();
      await edit.waitFor({ state: "detached" });

      // A visitor asks (the assistant's API, as the widget does), one answerable and one not.
      for (const question of ["How is the fee calculated?", unanswered]) {
        const response = await context.request.fetch(siteUrl(BRIGHTPATH, "/api/assistant/ask"), {
          method: "POST",
          data: { question, locale: "en" },
          headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
        });
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain("event: done");
      }
      await page.reload();
      await waitForHydration(page);
      await page.getByText("How is the fee calculated?").first().waitFor();
      const missing = page.getByRole("region", { name: "Questions it could not answer" });
      await missing.getByText(unanswered).waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      // The colleague's save makes this page's first PUT a 409 (merged and saved again); nothing else.
      assertNoProblems(problems.filter((problem) => !problem.text.includes("status of 409")));
    } finally {
      // Other specs expect the demo site's built-in assistant: the agent goes again.
      const origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");
      const agents = (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/ai/agents"))).json()) as {
        id: number;
        name: string;
        updated_at: string;
      }[];
      for (const agent of agents.filter((entry) => entry.name === name)) {
        await context.request.fetch(
          siteUrl(BRIGHTPATH, `/api/ai/agents/${agent.id}?updated_at=${encodeURIComponent(agent.updated_at)}`),
          { method: "DELETE", headers: { origin } },
        );
      }
      await context.close();
    }
  });
});
