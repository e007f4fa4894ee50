import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { icsEvent } from "../setup/ics.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * Booking a meeting on the demo site (decision 036): /book with the keyboard only, in
 * the visitor's own time zone, the confirmation mail with its .ics in the SMTP receiver, and the
 * mailed cancel link that makes the join link dead.
 */

let browser: Browser;

async function pressMove(page: Page) {
  const move = page.getByRole("button", { name: "Move to this time" });
  await move.focus();
  await page.keyboard.press("Enter");
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("booking a meeting", () => {
  it("books through /book with the keyboard, mails an .ics, and a mailed cancel kills the join link", async () => {
    const email = `booker-${Date.now()}@example.com`;
    const { page, expectNoProblems } = await newPage(browser, { timezoneId: "America/New_York" });
    await page.goto(siteUrl(BRIGHTPATH, "/book"));
    await waitForHydration(page);

    const type = page.getByRole("radio", { name: /Discovery call/ });
    await type.focus();
    await page.keyboard.press("Space");
    expect(await type.isChecked()).toBe(true);
    // The visitor's zone is detected; the organization's is named.
    expect(await page.getByLabel("Your time zone").inputValue()).toBe("America/New_York");
    expect(await page.getByTestId("organization-zone").textContent()).toBe("Europe/Berlin");

    const firstSlot = page.locator("button[data-slot-start]").first();
    await firstSlot.waitFor();
    const start = (await firstSlot.getAttribute("data-slot-start"))!;
    await firstSlot.focus();
    await page.keyboard.press("Enter");
    expect(await firstSlot.getAttribute("aria-pressed")).toBe("true");
    // Shown in New York time: 9:00–17:00 Berlin is 3:00–11:00 there (6 hours behind in winter).
    const shownHour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(
        new Date(start),
      ),
    );
    expect(shownHour).toBeLessThan(12);

    await page.getByLabel("Name").focus();
    await page.keyboard.type("Bea Booker");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(email);
    const since = new Date(Date.now() - 1000);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "You are booked" }).waitFor();
    expect(await checkAccessibility(page)).toEqual([]);

    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const ics = mail.attachments.find((file) => file.filename.endsWith(".ics"));
    expect(ics, "an .ics attachment").toBeDefined();
    const event = icsEvent(ics!.content);
    expect(event.METHOD).toBe("REQUEST");
    expect(event.DTSTART).toBe(start.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    const join = linkIn(mail, "action=join");
    const cancel = linkIn(mail, "action=cancel");
    expect(join && cancel, mail.text).toBeTruthy();

    await page.goto(cancel!);
    await waitForHydration(page);
    const cancelButton = page.getByRole("button", { name: "Cancel this booking" });
    await cancelButton.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("booking-status").filter({ hasText: "Cancelled" }).waitFor();
    const cancelled = await waitForMail({ to: email, subject: "Booking cancelled", since });
    expect(icsEvent(cancelled.attachments[0]!.content)).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1" });

    // The join link now opens a dead booking: nothing to join, nothing to move.
    await page.goto(join!);
    await waitForHydration(page);
    await page.getByText("This booking was cancelled. It can no longer be joined or moved.").waitFor();
    const reschedule = join!.replace("action=join", "action=reschedule");
    await page.goto(reschedule);
    await waitForHydration(page);
    await page.getByTestId("booking-status").waitFor();
    expect(await page.getByRole("button", { name: "Move to this time" }).count()).toBe(0);
    expectNoProblems();
  }, 120_000);

  it("moves a booking from the mailed reschedule link: the picker's time goes to the page's action through a fetcher", async () => {
    const email = `mover-${Date.now()}@example.com`;
    const setup = await browser.newContext();
    const origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");
    const types = (await (await setup.request.get(siteUrl(BRIGHTPATH, "/api/meetings/types"))).json()) as {
      meeting_types: { id: number; name: string; time_zone: string }[];
    };
    const type = types.meeting_types.find((entry) => entry.name === "Discovery call")!;
    const query = new URLSearchParams({
      meeting_type_id: String(type.id),
      from: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      time_zone: type.time_zone,
    });
    const { slots } = (await (await setup.request.get(siteUrl(BRIGHTPATH, `/api/meetings/slots?${query}`))).json()) as {
      slots: { start: string }[];
    };
    const since = new Date(Date.now() - 1000);
    const made = await setup.request.post(siteUrl(BRIGHTPATH, "/api/meetings/bookings"), {
      data: {
        meeting_type_id: type.id,
        scheduled_at: slots[Math.floor(Math.random() * slots.length)]!.start,
        customer_name: "Mo Mover",
        customer_email: email,
        time_zone: "Europe/Berlin",
      },
      headers: { origin },
    });
    expect(made.status()).toBe(201);
    const booked = ((await made.json()) as { booking: { scheduled_at: string } }).booking.scheduled_at;
    await setup.close();
    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const reschedule = linkIn(mail, "action=reschedule")!;

    const { page, expectNoProblems } = await newPage(browser, { timezoneId: "Europe/Berlin" });
    const calls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== "GET" || path.startsWith("/api/meetings/bookings"))
        calls.push(`${request.method()} ${path}`);
    });
    await page.goto(reschedule);
    await waitForHydration(page);
    expect(await page.getByTestId("booking-status").textContent()).toBe("Confirmed");
    const slot = page.locator(`button[data-slot-start]:not([data-slot-start="${booked}"])`).last();
    await slot.waitFor();
    const start = (await slot.getAttribute("data-slot-start"))!;
    await slot.focus();
    await page.keyboard.press("Enter");
    await pressMove(page);
    await page.getByText("Your booking is moved. We sent you the new invitation.").waitFor();
    // One post to the page's action; the booking itself was read by the page's loader, not fetched again.
    expect(calls).toEqual(["POST /book.data"]);
    const url = new URL(reschedule);
    const now = (await (
      await page
        .context()
        .request.get(
          siteUrl(
            BRIGHTPATH,
            `/api/meetings/bookings/${url.searchParams.get("booking")}?token=${encodeURIComponent(url.searchParams.get("token")!)}`,
          ),
        )
    ).json()) as { booking: { scheduled_at: string } };
    expect(new Date(now.booking.scheduled_at).toISOString()).toBe(new Date(start).toISOString());
    await waitForMail({ to: email, subject: "Booking moved", since });
    expectNoProblems();
  }, 60_000);

  it("serves /book under a language prefix with the types in that language", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.goto(siteUrl(BRIGHTPATH, "/es/book"));
    await waitForHydration(page);
    await page.getByRole("radio", { name: /Llamada de descubrimiento/ }).waitFor();
    // The page's own texts are Spanish too, not only the types' names.
    await page.getByRole("heading", { level: 1, name: "Reservar una reunión" }).waitFor();
    await page.getByRole("group", { name: "Elija una reunión" }).waitFor();
    expect(await page.title()).toMatch(/^Reservar una reunión \| /);
    expectNoProblems();
  });
});
