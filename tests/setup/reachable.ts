import { Socket } from "node:net";

/** Redis for the tests that run two instances (REDIS_TEST_URL, default 127.0.0.1:6379). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

/**
 * Whether something answers TCP at the address's host and port within half a second: the tests
 * that need Redis or PostgreSQL ask this first and are skipped, with a message, when nothing does.
 */
export function reachable(address: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || fallbackPort), hostname);
  });
}

/** `reachable` for Redis at REDIS_TEST_URL. */
export const redisReachable = () => reachable(REDIS_TEST_URL, 6379);
