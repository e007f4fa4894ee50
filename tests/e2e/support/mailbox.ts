import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { e2eServer } from "./site.ts";
import type { StoredMail } from "./smtp-receiver.ts";

export type { StoredMail };

/** Every message the SMTP receiver has stored so far, oldest first. */
export async function readMailbox(mailboxDir = e2eServer().mailboxDir): Promise<StoredMail[]> {
  const files = (await readdir(mailboxDir)).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(mailboxDir, file), "utf8")) as StoredMail),
  );
}

function matches(expected: string | RegExp | undefined, actual: string): boolean {
  if (expected === undefined) return true;
  return typeof expected === "string" ? actual.toLowerCase().includes(expected.toLowerCase()) : expected.test(actual);
}

/**
 * Waits for a message to `to` (an address; envelope or header) whose subject contains `subject`
 * (or matches it), received at or after `since`, and returns the newest such message.
 */
export async function waitForMail(query: {
  to: string;
  subject?: string | RegExp;
  since?: Date;
  timeoutMs?: number;
}): Promise<StoredMail> {
  const { to, subject, since, timeoutMs = 10_000 } = query;
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox())
      .filter(
        (mail) =>
          (mail.envelope.to.includes(recipient) || mail.to.includes(recipient)) &&
          matches(subject, mail.subject) &&
          (!since || new Date(mail.receivedAt) >= since),
      )
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await readMailbox()).map((mail) => `  to ${mail.envelope.to.join(", ")}: ${mail.subject}`);
      throw new Error(
        `No mail to ${to}${subject ? ` with subject ${String(subject)}` : ""} within ${timeoutMs} ms. ` +
          `The mailbox holds ${seen.length} message(s)${seen.length ? `:\n${seen.join("\n")}` : "."}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a message (HTML href first, then the plain text) whose URL contains `contains`. */
export function linkIn(mail: StoredMail, contains = "http"): string | undefined {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  const plain = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...hrefs, ...plain].find((url) => url.includes(contains));
}
