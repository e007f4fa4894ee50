import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { icsEvent } from "../setup/ics.ts";
import { DEMO, postJson, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * Meetings from the admin's side (decisions 036 and 041), keyboard only: Global Settings → Meeting Types
 * edits a type (visitors see it on /book), and /admin/meetings reschedules and cancels bookings —
 * the guest's mailbox (the real SMTP receiver) gets the new invitation and the cancellation.
 */

let browser: Browser;
const suffix = Date.now().toString(36);
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type MeetingType = { id: number; name: string; updated_at: string };

/** A type of this test only (demo types stay as booking.spec expects them), hosted by the demo admin. */
async function createType(context: BrowserContext, name: string): Promise<MeetingType> {
  const members = await context.request.get(siteUrl(BRIGHTPATH, "/api/admin/meetings/members"));
  expect(members.status()).toBe(200);
  const admin = ((await members.json()) as { id: string; email: string }[]).find(
    (member) => member.email === DEMO.brightpathAdmin.email,
  )!;
  const created = await postJson(context, BRIGHTPATH, "/api/meeting-types", {
    name,
    duration_minutes: 30,
    minimum_notice_minutes: 0,
    time_zone: "Europe/Berlin",
    weekly_hours: everyDay,
    host_user_ids: [admin.id],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as unknown as MeetingType;
}

async function pressOn(page: Page, locator: ReturnType<Page["locator"]>, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}

describe("meetings for the admin", () => {
  it("edits a meeting type in Global Settings with the keyboard; /book shows it", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await signInWithApi(page.context(), DEMO.brightpathAdmin);
    const type = await createType(page.context(), `Intro ${suffix}`);
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create", exact: true }).waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("tessera:open-editor", { detail: { kind: "global-settings", tab: "meeting-types" } }),
      ),
    );
    const dialog = page.getByRole("dialog", { name: "Global Settings" });
    const row = dialog.locator(`[data-meeting-type="Intro ${suffix}"]`);
    await pressOn(page, row.getByRole("button", { name: `Edit Intro ${suffix}` }));
    const name = dialog.locator("#mt-name");
    await name.waitFor();
    await name.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`Welcome ${suffix}`);
    const duration = dialog.locator("#mt-duration_minutes");
    await duration.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("45");
    expect(await dialog.getByText("Unsaved changes").first().isVisible()).toBe(true);
    expect(await checkAccessibility(page)).toEqual([]);
    await pressOn(page, dialog.getByRole("button", { name: "Save meeting type" }));
    await dialog
      .locator(`[data-meeting-type="Welcome ${suffix}"]`)
      .getByText(/45 min/)
      .waitFor();

    // Saved through the write path: the History holds the change.
    const revisions = await page
      .context()
      .request.get(siteUrl(BRIGHTPATH, `/api/revisions?entity=meeting_type&id=${type.id}`));
    expect(((await revisions.json()) as unknown[]).length).toBeGreaterThanOrEqual(2);

    // A visitor sees the new name and duration on /book.
    const visitor = await newPage(browser);
    await visitor.page.goto(siteUrl(BRIGHTPATH, "/book"));
    await waitForHydration(visitor.page);
    await visitor.page.getByRole("radio", { name: new RegExp(`Welcome ${suffix}`) }).waitFor();
    const types = await visitor.page.context().request.get(siteUrl(BRIGHTPATH, "/api/meetings/types"));
    const listed = ((await types.json()) as { meeting_types: { id: number; duration_minutes: number }[] })
      .meeting_types;
    expect(listed.find((entry) => entry.id === type.id)?.duration_minutes).toBe(45);
    visitor.expectNoProblems();
    expectNoProblems();
  }, 120_000);

  it("two admins edit the same meeting type at once: different fields merge and both are kept", async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    await signInWithApi(first.page.context(), DEMO.brightpathAdmin);
    await signInWithApi(second.page.context(), DEMO.brightpathAdmin);
    const type = await createType(first.page.context(), `Merge ${suffix}`);
    try {
      const open = async (page: Page) => {
        await page.goto(siteUrl(BRIGHTPATH, "/"));
        await waitForHydration(page);
        await page.getByRole("button", { name: "Create", exact: true }).waitFor();
        await page.evaluate(() =>
          window.dispatchEvent(
            new CustomEvent("tessera:open-editor", { detail: { kind: "global-settings", tab: "meeting-types" } }),
          ),
        );
        const dialog = page.getByRole("dialog", { name: "Global Settings" });
        await dialog.getByRole("button", { name: `Edit Merge ${suffix}` }).click();
        await dialog.locator("#mt-name").waitFor();
        return dialog;
      };
      const a = await open(first.page);
      const b = await open(second.page);
      // Each sees the other on the type itself (and on Global Settings around it).
      await a
        .locator("form:has(#mt-name)")
        .getByText(/is editing this too \(since /)
        .waitFor({ timeout: 15_000 });
      await b
        .locator("form:has(#mt-name)")
        .getByText(/is editing this too \(since /)
        .waitFor({ timeout: 15_000 });

      // A saves a new duration first.
      await a.locator("#mt-duration_minutes").fill("45");
      await a.getByRole("button", { name: "Save meeting type" }).click();
      await a
        .locator(`[data-meeting-type="Merge ${suffix}"]`)
        .getByText(/45 min/)
        .waitFor();

      // B loaded the type before A's save and renames it: the stale save merges and is sent again.
      const saved = second.page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/meeting-types/${type.id}`) &&
          response.request().method() === "PUT" &&
          response.status() === 200,
      );
      await b.locator("#mt-name").fill(`Merged ${suffix}`);
      await b.getByRole("button", { name: "Save meeting type" }).click();
      await saved;
      await second.page.getByText("their changes were kept along with yours").first().waitFor();
      await b
        .locator(`[data-meeting-type="Merged ${suffix}"]`)
        .getByText(/45 min/)
        .waitFor();

      const types = (await (
        await first.page.context().request.get(siteUrl(BRIGHTPATH, "/api/meeting-types"))
      ).json()) as { id: number; name: string; duration_minutes: number }[];
      const now = types.find((entry) => entry.id === type.id)!;
      expect(now.name).toBe(`Merged ${suffix}`);
      expect(now.duration_minutes).toBe(45);
      first.expectNoProblems();
      // B's refused first save is logged by the browser itself (409); nothing else may go wrong.
      expect(second.problems.filter((problem) => !problem.text.includes("status of 409"))).toEqual([]);
    } finally {
      await first.page.context().close();
      await second.page.context().close();
    }
  }, 90_000);

  it("reschedules and cancels from /admin/meetings with the keyboard; the guest gets both mails", async () => {
    const { page, expectNoProblems } = await newPage(browser, { timezoneId: "Europe/Berlin" });
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const type = await createType(context, `Review ${suffix}`);
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const slotsAnswer = await context.request.get(
      siteUrl(BRIGHTPATH, `/api/meetings/slots?meeting_type_id=${type.id}&from=${encodeURIComponent(from)}`),
    );
    const { slots } = (await slotsAnswer.json()) as { slots: { start: string }[] };
    const since = new Date(Date.now() - 1000);
    const guests = [`moved-${suffix}@example.com`, `dropped-${suffix}@example.com`];
    const ids: number[] = [];
    for (const [index, email] of guests.entries()) {
      const booked = await postJson(context, BRIGHTPATH, "/api/meetings/bookings", {
        meeting_type_id: type.id,
        scheduled_at: slots[index * 4]!.start,
        customer_name: `Guest ${index + 1} ${suffix}`,
        customer_email: email,
        time_zone: "Europe/Berlin",
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      ids.push((booked.body.booking as { id: number }).id);
    }

    await page.goto(siteUrl(BRIGHTPATH, `/admin/meetings?view=upcoming&type=${type.id}`));
    await waitForHydration(page);
    const moved = page.locator(`li[data-booking-id="${ids[0]}"]`);
    await moved.waitFor();
    expect(await checkAccessibility(page)).toEqual([]);

    // Reschedule: the panel lists the free times; the second one is chosen with the arrow key.
    await pressOn(page, moved.getByRole("button", { name: "Reschedule" }));
    const select = moved.getByLabel(/New time/);
    await select.waitFor();
    await select.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await select.inputValue();
    expect(chosen).not.toBe("");
    await pressOn(page, moved.getByRole("button", { name: "Move booking" }));
    const movedMail = await waitForMail({ to: guests[0]!, subject: "Booking moved", since });
    const invitation = icsEvent(movedMail.attachments.find((file) => file.filename.endsWith(".ics"))!.content);
    expect(invitation).toMatchObject({ METHOD: "REQUEST", SEQUENCE: "1" });
    expect(invitation.DTSTART).toBe(chosen.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));

    // Cancel: asked first (an axe-clean alert dialog), then the guest gets METHOD:CANCEL.
    const dropped = page.locator(`li[data-booking-id="${ids[1]}"]`);
    const cancelButton = dropped.getByRole("button", { name: "Cancel booking" });
    // The page reloads its list after the move; its buttons wait for it.
    await expect.poll(() => cancelButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await pressOn(page, cancelButton);
    const confirm = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await confirm.waitFor();
    expect(await checkAccessibility(page)).toEqual([]);
    await pressOn(page, confirm.getByRole("button", { name: "Cancel booking" }));
    await confirm.waitFor({ state: "hidden" });
    const cancelMail = await waitForMail({ to: guests[1]!, subject: "Booking cancelled", since });
    expect(icsEvent(cancelMail.attachments[0]!.content)).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1" });

    // The Cancelled view lists it, with no actions left.
    await pressOn(page, page.getByRole("link", { name: "Cancelled" }));
    const gone = page.locator(`li[data-booking-id="${ids[1]}"]`);
    await gone.waitFor();
    expect(await gone.locator("[data-status]").textContent()).toBe("Cancelled");
    expect(await gone.getByRole("button").count()).toBe(0);
    expectNoProblems();
  }, 120_000);

  it("the dashboard's Meetings card lists the demo bookings and picks up a new booking by itself", async () => {
    const { page, expectNoProblems } = await newPage(browser, { timezoneId: "Europe/Berlin" });
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Meetings" });
    // The demo's booking of today (seeded), so the card does not open empty.
    await card
      .getByText(/Maria López · Discovery call/)
      .first()
      .waitFor();
    const upcoming = async () => Number(/Upcoming \((\d+)\)/.exec((await card.textContent()) ?? "")?.[1] ?? -1);
    const before = await upcoming();
    expect(before).toBeGreaterThanOrEqual(2);
    const type = await createType(context, `Card ${suffix}`);
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { slots } = (await (
      await context.request.get(
        siteUrl(BRIGHTPATH, `/api/meetings/slots?meeting_type_id=${type.id}&from=${encodeURIComponent(from)}`),
      )
    ).json()) as { slots: { start: string }[] };
    const booked = await postJson(context, BRIGHTPATH, "/api/meetings/bookings", {
      meeting_type_id: type.id,
      scheduled_at: slots[0]!.start,
      customer_name: `Card guest ${suffix}`,
      customer_email: `card-${suffix}@example.com`,
      time_zone: "Europe/Berlin",
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // No reload: the card reads the bookings again through the API client.
    await expect.poll(upcoming, { timeout: 40_000 }).toBe(before + 1);
    expectNoProblems();
  }, 120_000);
});
