import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { reachable } from "./reachable.ts";

/** A free TCP port on 127.0.0.1 (the system's choice, released again for the caller). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/**
 * A Redis server of the test's own (never the shared one on 6379), so that a test may kill it to
 * play an outage and start it again on the same port. Nothing is saved to disk.
 */
export async function startRedisServer(port?: number) {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${chosen}`;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    // Ready once it accepts connections (it listens within milliseconds; the wait is for a busy machine).
    const deadline = Date.now() + 10_000;
    while (!(await reachable(url, chosen))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${chosen}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  await start();
  return {
    url,
    port: chosen,
    /** Kills the server at once (SIGKILL: no goodbye to its clients, as a crash or a cut network). */
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, "exit");
      running.kill("SIGKILL");
      await exited;
    },
    /** Stops it answering without closing anything (SIGSTOP: a cut network, a hung server); `resume` undoes it. */
    pause: () => void (child as ChildProcess | null)?.kill("SIGSTOP"),
    resume: () => void (child as ChildProcess | null)?.kill("SIGCONT"),
    /** Starts it again on the same port (empty). */
    restart: start,
  };
}
