import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberReturnUrl } from "./site-events.ts";

describe("rememberReturnUrl", () => {
  let store: Map<string, string>;

  beforeEach(() => {
    store = new Map();
    vi.stubGlobal("window", {
      localStorage: { setItem: (key: string, value: string) => void store.set(key, value) },
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it("stores the public page the visitor asked to log in from", () => {
    rememberReturnUrl("/es/about?tab=team");
    expect(store.get("returnUrl")).toBe("/es/about?tab=team");
  });

  it("never stores a login, register or reset page, nor another site", () => {
    for (const path of [
      "/login",
      "/es/register",
      "/reset-password?token=x",
      "//evil.example",
      "https://evil.example",
    ]) {
      rememberReturnUrl(path);
    }
    expect(store.has("returnUrl")).toBe(false);
  });

  it("survives storage that refuses to write", () => {
    vi.stubGlobal("window", {
      localStorage: {
        setItem: () => {
          throw new Error("quota");
        },
      },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => rememberReturnUrl("/about")).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
