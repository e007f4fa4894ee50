import { describe, expect, it } from "vitest";
import { commandById, commandContext } from "./commands.ts";

describe("the New post command (after Publish the browser goes to the new post)", () => {
  it("opens the post editor without a return path, so Publish lands on the new post", () => {
    const request = commandById("new-post")?.request?.(commandContext("/about"));
    expect(request).toEqual({ kind: "post", mode: "create" });
    expect(request && "returnPath" in request).toBe(false);
  });
});
