import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("gives working defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      NODE_ENV: "production",
      TRUST_PROXY: false,
      PAGE_CACHE: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RENDER_THREADS).toBe(availableParallelism());
  });

  it("takes a number of render threads from 0 (render on the main thread) to 32", () => {
    expect(parseEnv({ RENDER_THREADS: "0" }).RENDER_THREADS).toBe(0);
    expect(parseEnv({ RENDER_THREADS: "4" }).RENDER_THREADS).toBe(4);
    for (const bad of ["many", "-1", "1.5", "33"]) {
      expect(() => parseEnv({ RENDER_THREADS: bad }), bad).toThrow(/RENDER_THREADS=.*expected/);
    }
  });

  it("caps realtime sockets per token, session and address, and channels per socket", () => {
    expect(parseEnv({})).toMatchObject({
      REALTIME_SOCKETS_PER_TOKEN: 10,
      REALTIME_SOCKETS_PER_SESSION: 10,
      REALTIME_SOCKETS_PER_ADDRESS: 50,
      REALTIME_SUBSCRIPTIONS_PER_SOCKET: 10,
    });
    expect(parseEnv({ REALTIME_SOCKETS_PER_ADDRESS: "200" }).REALTIME_SOCKETS_PER_ADDRESS).toBe(200);
    for (const bad of ["0", "lots", "2.5"]) {
      expect(() => parseEnv({ REALTIME_SOCKETS_PER_TOKEN: bad }), bad).toThrow(/REALTIME_SOCKETS_PER_TOKEN=.*expected/);
    }
    expect(() => parseEnv({ REALTIME_SUBSCRIPTIONS_PER_SOCKET: "0" })).toThrow(/REALTIME_SUBSCRIPTIONS_PER_SOCKET/);
  });

  it("reads booleans, numbers and URLs", () => {
    const env = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "true",
      PAGE_CACHE: "off",
      DATABASE_URL: "postgres://u@h:5432/db",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      PAGE_CACHE: false,
      DATABASE_URL: "postgres://u@h:5432/db",
    });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it("names the variable and what it expects for a bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT="abc": expected a port number/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT="70000": expected a port from 0 to 65535/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL=.*expected a URL like postgres:/);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY="maybe": expected true or false/);
    expect(() => parseEnv({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
  });

  it("reports every bad variable at once", () => {
    try {
      parseEnv({ PORT: "x", SMTP_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/SMTP_URL/);
    }
  });
});
