import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { launchBrowser, waitForHydration } from "./support/browser.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, e2eServer, siteUrl } from "./support/site.ts";

/**
 * The test mailbox itself: what the app's mailer (nodemailer over SMTP_URL) sends arrives parsed,
 * so that specs of registration and password reset can read subjects, texts and links.
 */
describe("the e2e mailbox", () => {
  it("stores a message sent over SMTP with its recipients, decoded subject, text and html", async () => {
    const port = e2eServer().smtpPort;
    const transport = createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    const since = new Date();
    const subject = `Bestätigen Sie Ihre E-Mail – ${since.getTime()}`;
    await transport.sendMail({
      from: "Globex Finance <no-reply@globex.localhost>",
      to: "Ana Müller <Ana@example.com>",
      subject,
      text: `Hallo Ana,\nbitte bestätigen: http://globex.localhost/verify?token=abc123&x=1\n${"lange Zeile ".repeat(20)}`,
      html: `<p>Hallo Ana,</p><p><a href="http://globex.localhost/verify?token=abc123&amp;x=1">Bestätigen</a></p>`,
    });
    transport.close();

    const mail = await waitForMail({ to: "ana@example.com", subject: "Bestätigen Sie", since });
    expect(mail.subject).toBe(subject);
    expect(mail.from).toBe("no-reply@globex.localhost");
    expect(mail.to).toEqual(["ana@example.com"]);
    expect(mail.envelope.to).toEqual(["ana@example.com"]);
    expect(mail.text).toContain("Hallo Ana,\nbitte bestätigen:");
    expect(mail.text).toContain("lange Zeile ".repeat(20).trim());
    expect(mail.html).toContain("<a href=");
    expect(linkIn(mail, "/verify")).toBe("http://globex.localhost/verify?token=abc123&x=1");
  });

  it("says what it holds when the expected message never arrives", async () => {
    await expect(waitForMail({ to: "nobody@example.com", timeoutMs: 300 })).rejects.toThrow(
      /No mail to nobody@example.com/,
    );
  });
});

describe("the admin's e-mail outbox with SMTP_URL set", () => {
  it('says that mail is delivered by SMTP and not kept, instead of "No messages yet"', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      await signInWithApi(context, DEMO.brightpathAdmin);
      const page = await context.newPage();
      await page.goto(siteUrl(BRIGHTPATH, "/admin/outbox"));
      await waitForHydration(page);
      // The e2e servers send over SMTP_URL (the test mailbox), as a production install does.
      expect(await page.locator("[data-outbox-smtp]").innerText()).toMatch(
        /^E-mail is delivered by SMTP and is not kept here\./,
      );
      expect(await page.getByText("No messages yet.").count()).toBe(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
