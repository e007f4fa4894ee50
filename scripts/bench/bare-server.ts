/**
 * The ceiling of the bench: a bare `node:http` server that answers every request with the same
 * bytes, read once at start. Run as its own process (never inside the bench, whose event loop
 * drives autocannon): `node scripts/bench/bare-server.ts PORT BODY_FILE CONTENT_TYPE`.
 *
 * `node scripts/bench/bare-server.ts PORT --map MANIFEST_JSON` (the platform bench's mix): many
 * captured responses, each answered for its own host and path with its own status, headers and body
 * bytes, looked up in one Map (`host + path`); anything else is a 404. The manifest is a JSON array
 * of `{ key, status, headers, file }` (the body's file, relative to the manifest).
 */
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";

const [portArgument, bodyFile, contentType] = process.argv.slice(2);
if (!portArgument || !bodyFile || !contentType) {
  console.error(
    "usage: node scripts/bench/bare-server.ts PORT BODY_FILE CONTENT_TYPE\n       node scripts/bench/bare-server.ts PORT --map MANIFEST_JSON",
  );
  process.exit(2);
}

type Reply = { status: number; headers: Record<string, string | number>; body: Buffer };
const replies = new Map<string, Reply>();
if (bodyFile === "--map") {
  const manifest = JSON.parse(readFileSync(contentType, "utf8")) as {
    key: string;
    status: number;
    headers: Record<string, string>;
    file: string;
  }[];
  for (const entry of manifest) {
    const body = readFileSync(path.resolve(path.dirname(contentType), entry.file));
    replies.set(entry.key, {
      status: entry.status,
      headers: { ...entry.headers, "content-length": body.length },
      body,
    });
  }
}
const single =
  bodyFile === "--map"
    ? null
    : (() => {
        const body = readFileSync(bodyFile);
        return { status: 200, headers: { "content-type": contentType, "content-length": body.length }, body };
      })();
const missing: Reply = { status: 404, headers: { "content-length": 0 }, body: Buffer.alloc(0) };

// Same keep-alive timeout as server/index.ts, so both keep autocannon's connections alike.
const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
  const reply = single ?? replies.get(`${req.headers.host}${req.url}`) ?? missing;
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
});
server.listen(Number(portArgument), "127.0.0.1");
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
