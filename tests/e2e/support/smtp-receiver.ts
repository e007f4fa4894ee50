import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { parseMail } from "./mime.ts";

/** One received message, as stored in the mailbox folder (`<time>-<uuid>.json`). */
export type StoredMail = {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the server really sent it to, whatever the headers say. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
};

/**
 * A real SMTP server on loopback that accepts any message for any recipient, without auth or TLS,
 * and writes each one, parsed, as a JSON file into `mailboxDir`. The app under test sends its
 * mail here through SMTP_URL exactly as it would to a real relay.
 */
export async function startSmtpReceiver(mailboxDir: string): Promise<{ port: number; close(): Promise<void> }> {
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
        const id = randomUUID();
        const receivedAt = new Date().toISOString();
        const mail: StoredMail = {
          id,
          receivedAt,
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          },
          ...parseMail(raw),
          raw,
        };
        const file = path.join(mailboxDir, `${receivedAt.replace(/[:.]/g, "-")}-${id}.json`);
        // Written under a temporary name and renamed, so that a reader never sees half a file.
        writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2))
          .then(() => rename(`${file}.tmp`, file))
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
