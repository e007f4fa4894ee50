import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowerPreloadPriority, lowerPreloadPriorityStream } from "./preload-priority.ts";

const page =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js" nonce="N"/>` +
  `<link rel="modulepreload" href="/assets/framework-2.js" nonce="N"/><link rel="icon" href="/favicon.svg"/></head>` +
  `<body><main>Hello é</main><script nonce="N" type="module" async="">import "/assets/manifest-1.js";</script></body></html>`;

describe("lowerPreloadPriority", () => {
  it("asks for every start-up module at low priority and changes nothing else", () => {
    const out = lowerPreloadPriority(page);
    expect(out.match(/<link rel="modulepreload" fetchPriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchPriority="low"', "")).toBe(page);
  });

  it("gives the same document when streamed in pieces cut anywhere", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 7, 13, 64]) {
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const chunks: Buffer[] = [];
      for await (const chunk of Readable.from(pieces).pipe(lowerPreloadPriorityStream()))
        chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).toString("utf8"), `pieces of ${size} bytes`).toBe(lowerPreloadPriority(page));
    }
  });
});
