import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadTimeoutError, withTimeout } from "./consent-client.ts";

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("rejects with LoadTimeoutError and aborts the load after the time-out", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const result = withTimeout((s) => {
      signal = s;
      return new Promise<never>(() => {});
    }, 15_000);
    const settled = expect(result).rejects.toBeInstanceOf(LoadTimeoutError);
    vi.advanceTimersByTime(14_999);
    expect(signal!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
    expect(signal!.aborted).toBe(true);
  });

  it("resolves with the load's value when it answers in time", async () => {
    vi.useFakeTimers();
    const result = withTimeout(() => Promise.resolve(42), 15_000);
    await expect(result).resolves.toBe(42);
  });

  it("passes the load's own failure through", async () => {
    await expect(withTimeout(() => Promise.reject(new Error("boom")), 15_000)).rejects.toThrow("boom");
  });
});
