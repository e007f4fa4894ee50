import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, postJson, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";

/**
 * /admin/orders (decision 037) on the typed client and TanStack Query (decision 042): a visitor's order
 * request appears, its status changes with the version shown, and a change someone else made first
 * is said and shown instead of being overwritten.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Order = { id: number; status: string; updated_at: string; name: string };

describe("order requests at /admin/orders", () => {
  it("changes a request's status, and says so when someone else changed it first", async () => {
    const name = `Orderer ${Date.now().toString(36)}`;
    const { page, problems } = await newPage(browser);
    const context = page.context();
    const origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

    // A visitor asks for a plan the home page sells (before anyone signs in on this context).
    const home = await fetchRaw(BRIGHTPATH, "/");
    const planId = Number(/data-plan="(\d+)"/.exec(home.body)?.[1]);
    expect(planId, "a pricing plan on the home page").toBeGreaterThan(0);
    const sent = await postJson(context, BRIGHTPATH, "/api/orders", {
      name,
      email: "orderer@example.com",
      company: "",
      message: "From the admin orders test",
      items: [{ plan_id: planId, quantity: 1 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.id as number;

    await signInWithApi(context, DEMO.brightpathAdmin);
    const stored = async () =>
      ((await (await context.request.get(siteUrl(BRIGHTPATH, "/api/orders"))).json()) as Order[]).find(
        (order) => order.id === id,
      )!;

    // Found as an admin finds it: the admin area's navigation.
    await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    await waitForHydration(page);
    await page.getByRole("navigation").getByRole("link", { name: "Orders", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/orders");
    const card = page.locator(`[data-order-id="${id}"]`);
    await card.getByRole("heading", { name: new RegExp(name) }).waitFor();
    const status = card.getByLabel("Status");
    expect(await status.inputValue()).toBe("new");

    // 1. Handled: saved with the version shown, said in a status line.
    await status.selectOption("handled");
    await page
      .getByRole("status")
      .filter({ hasText: `Order #${id} marked handled.` })
      .waitFor();
    expect((await stored()).status).toBe("handled");

    // 2. Someone else cancels it; this page still shows "Handled" at the old version.
    const before = await stored();
    const other = await context.request.fetch(siteUrl(BRIGHTPATH, `/api/orders/${id}`), {
      method: "PATCH",
      data: { status: "cancelled", updated_at: before.updated_at },
      headers: { origin },
    });
    expect(other.status()).toBe(200);
    await status.selectOption("new");
    await page
      .getByRole("alert")
      .filter({ hasText: `Order #${id} was changed by someone else` })
      .waitFor();
    // Not overwritten, and shown as it is now.
    await page.waitForFunction(
      (orderId) =>
        (document.querySelector(`[data-order-id="${orderId}"] select`) as HTMLSelectElement | null)?.value ===
        "cancelled",
      id,
    );
    expect((await stored()).status).toBe("cancelled");

    const violations = await checkAccessibility(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    // The stale change's 409 is the one failed request Chromium reports; nothing else.
    assertNoProblems(problems.filter((problem) => !problem.text.includes("status of 409")));
    await context.close();
  });
});
