import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  MODE_KEY,
  OPEN_KEY,
  STATE_KEY,
  effectiveSize,
  nextSize,
  readMode,
  readOpen,
  readWidgetState,
  writeMode,
  writeOpen,
  writeWidgetState,
} from "./widget-state.ts";
import { HELP_OPEN_KEY } from "./help-launcher.tsx";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("the help center's storage (spec public-site §7)", () => {
  it("uses the spec's keys", () => {
    expect([MODE_KEY, OPEN_KEY, STATE_KEY]).toEqual(["chatWidget_mode", "chatWidget_isOpen", "chatHelpWidget_state"]);
    // The launcher (first download) keeps its own copies: they must stay equal.
    expect(HELP_OPEN_KEY).toBe(OPEN_KEY);
  });

  it("keeps mode and open flag", () => {
    const storage = memoryStorage();
    expect(readMode(storage)).toBe("help");
    expect(readOpen(storage)).toBe(false);
    writeMode(storage, "chat");
    writeOpen(storage, true);
    expect(storage.values.get("chatWidget_mode")).toBe("chat");
    expect(storage.values.get("chatWidget_isOpen")).toBe("true");
    expect(readMode(storage)).toBe("chat");
    expect(readOpen(storage)).toBe(true);
    storage.values.set("chatWidget_mode", "nonsense");
    expect(readMode(storage)).toBe("help");
  });

  it("restores view, size and article only when under 5 s old", () => {
    const storage = memoryStorage();
    const state = { view: "knowledge-base", size: "half", articleId: 7 } as const;
    writeWidgetState(storage, state, 10_000);
    expect(JSON.parse(storage.values.get("chatHelpWidget_state")!)).toEqual({ ...state, savedAt: 10_000 });
    expect(readWidgetState(storage, 10_000)).toEqual(state);
    expect(readWidgetState(storage, 14_999)).toEqual(state);
    expect(readWidgetState(storage, 15_000)).toEqual(DEFAULT_STATE);
    // A clock that went backwards, or a time in the future, is not trusted.
    expect(readWidgetState(storage, 9_000)).toEqual(DEFAULT_STATE);
  });

  it("ignores a stored state that is not one", () => {
    const storage = memoryStorage();
    for (const raw of ["{", "null", '"x"', '{"view":"admin","size":"huge","articleId":-1,"savedAt":1}']) {
      storage.values.set(STATE_KEY, raw);
      expect(readWidgetState(storage, 2)).toEqual(DEFAULT_STATE);
    }
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readWidgetState(broken, 0)).toEqual(DEFAULT_STATE);
    expect(readOpen(broken)).toBe(false);
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(() => writeOpen(broken, true)).not.toThrow();
    } finally {
      console.warn = warn;
    }
  });
});

describe("sizes (spec public-site §4, §9)", () => {
  it("cycles initial, half and fullscreen on larger screens", () => {
    expect(nextSize("initial", false)).toBe("half");
    expect(nextSize("half", false)).toBe("fullscreen");
    expect(nextSize("fullscreen", false)).toBe("initial");
  });

  it("cycles half and fullscreen under 640 px, where initial shows as half", () => {
    expect(effectiveSize("initial", true)).toBe("half");
    expect(effectiveSize("initial", false)).toBe("initial");
    expect(nextSize("initial", true)).toBe("fullscreen");
    expect(nextSize("half", true)).toBe("fullscreen");
    expect(nextSize("fullscreen", true)).toBe("half");
  });
});
