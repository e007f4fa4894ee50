import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every absolute link of every mail starts with the origin `mailOrigin` gives for the request (or
 * the one stored from it, for mails sent later): a link built by hand lost the port once. These
 * checks read the sources, so a new mail sender or a new way of building an address fails here
 * until it is looked at.
 */

const root = join(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const serverFiles = [...sources("server"), ...sources("features")].map((path) => relative(root, join(root, path)));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Each sender, and the files that write its mail's text and links. */
const SENDERS: Record<string, string[]> = {
  "server/domain/accounts/send-account-email.ts": ["server/domain/email/templates.ts"],
  "server/domain/contact/submit-contact-message.ts": [],
  "features/live-support/server/domain/conversation-jobs.ts": [
    "features/live-support/server/domain/reply-mail-texts.ts",
  ],
  // The outbox's job sends a mail a sender built and queued in its write's transaction.
  "server/domain/email/enqueue-mail.ts": [],
  "features/meetings/server/domain/booking-context.ts": [
    "features/meetings/server/domain/booking-mail.ts",
    "features/meetings/server/domain/booking-links.ts",
  ],
  "features/orders/server/domain/submit-order-request.ts": [],
};

describe("links in mails", () => {
  it("knows every place that sends a mail", () => {
    const senders = serverFiles.filter((path) => /\bmailer\.send\(/.test(read(path))).sort();
    expect(senders).toEqual(Object.keys(SENDERS).sort());
  });

  it.each(Object.entries(SENDERS))("%s builds no scheme or host of its own", (sender, writers) => {
    for (const path of [sender, ...writers]) {
      const text = read(path);
      expect(text, path).not.toMatch(/["'`]https?:\/\/|:\/\/\$\{/);
      expect(text, path).not.toMatch(/\bhost\b[^\n]*\$\{[^}]*port/);
    }
  });

  it("takes the request's origin only through mailOrigin on the API side", () => {
    const direct = serverFiles.filter(
      (path) => /\brequestOrigin\(/.test(read(path)) && !path.endsWith("http/request-origin.ts"),
    );
    // The origin check and the WebSocket upgrade compare origins; they never write a link. The
    // platform host has its own mailOrigin (no tenant there): platformOrigin.
    expect(direct.sort()).toEqual([
      "features/platform/server/api/platform-origin.ts",
      "server/http/origin-check.ts",
      "server/realtime/endpoint.ts",
    ]);
    const passing = serverFiles.filter((path) => /\borigin: mailOrigin\(c\)/.test(read(path)));
    expect(passing.sort()).toEqual([
      "features/live-support/server/api/conversations.routes.ts",
      "features/meetings/server/api/booking-access.ts",
      "features/orders/server/api/orders.routes.ts",
      "server/api/auth/http.ts",
    ]);
  });
});
