/**
 * The ceiling of the bench: a bare `node:http` server that answers every request with the same
 * bytes, read once at start. Run as its own process (never inside the bench, whose event loop
 * drives autocannon): `node scripts/bench/bare-server.ts PORT BODY_FILE CONTENT_TYPE`.
 */
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [portArgument, bodyFile, contentType] = process.argv.slice(2);
if (!portArgument || !bodyFile || !contentType) {
  console.error("usage: node scripts/bench/bare-server.ts PORT BODY_FILE CONTENT_TYPE");
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { "content-type": contentType, "content-length": body.length };

// Same keep-alive timeout as server/index.ts, so both keep autocannon's connections alike.
const server = createServer({ keepAliveTimeout: 65_000 }, (_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(portArgument), "127.0.0.1");
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
