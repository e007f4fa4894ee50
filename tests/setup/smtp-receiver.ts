import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/**
 * A real SMTP server on loopback for tests that follow mailed links: point SMTP_URL at `url`.
 * `fail = true` makes it refuse every message (to test delivery failures).
 */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const state = { fail: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.fail) return callback(new Error("mailbox unavailable"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    /** The first mail to `to` matching `predicate`, waiting up to 5 s. */
    async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to) && predicate(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
