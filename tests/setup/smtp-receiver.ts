import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./mime.ts";

/** A message as an SMTP server receives it: parsed, plus the envelope and the raw source. */
export type ReceivedMail = ParsedMail & {
  /** The SMTP envelope: who the server really sent it to, whatever the headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
};

/**
 * A real SMTP server on loopback (no auth, no TLS, any recipient) that hands every message to
 * `onMail`; a rejected `onMail` refuses the message, as a failing relay would.
 */
export async function listenForMail(onMail: (mail: ReceivedMail) => void | Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        };
        parseMail(raw)
          .then((parsed) => onMail({ ...parsed, envelope, raw }))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP receiver that keeps messages in memory, for API tests that follow mailed links: point
 * SMTP_URL at `url`. `state.fail = true` makes it refuse every message (delivery failures).
 */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const state = { fail: false };
  const listener = await listenForMail((mail) => {
    if (state.fail) throw new Error("mailbox unavailable");
    mails.push(mail);
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    url: listener.url,
    mails,
    state,
    /** The first mail to `to` matching `predicate`, waiting up to 5 s. */
    async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find((mail) => mail.envelope.to.includes(to.toLowerCase()) && predicate(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: listener.close,
  };
}
