import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { listenForMail, type ReceivedMail } from "../../setup/smtp-receiver.ts";

/** One received message, as stored in the mailbox folder (`<time>-<uuid>.json`). */
export type StoredMail = ReceivedMail & { id: string; receivedAt: string };

/**
 * The browser suite's mailbox: a real SMTP server on loopback whose messages are written, parsed,
 * as JSON files into `mailboxDir`, where the test processes read them. The app under test sends its
 * mail here through SMTP_URL exactly as it would to a real relay.
 */
export async function startSmtpReceiver(mailboxDir: string): Promise<{ port: number; close(): Promise<void> }> {
  return listenForMail(async (mail) => {
    const id = randomUUID();
    const receivedAt = new Date().toISOString();
    const stored: StoredMail = { id, receivedAt, ...mail };
    const file = path.join(mailboxDir, `${receivedAt.replace(/[:.]/g, "-")}-${id}.json`);
    // Written under a temporary name and renamed, so that a reader never sees half a file.
    await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
    await rename(`${file}.tmp`, file);
  });
}
