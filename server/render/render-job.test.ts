import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { canRenderElsewhere, handoffStream } from "./render-job.ts";

function context(overrides: { errors?: unknown; loaderData?: Record<string, unknown>; isSpaMode?: boolean }) {
  return {
    isSpaMode: overrides.isSpaMode ?? false,
    serverHandoffStream: handoffStream(new TextEncoder().encode("[]")),
    staticHandlerContext: { errors: overrides.errors ?? null, loaderData: overrides.loaderData ?? {} },
  } as unknown as EntryContext;
}

describe("which renders leave the main thread", () => {
  it("sends an ordinary page with plain loader data", () => {
    expect(canRenderElsewhere(context({ loaderData: { root: { site: { name: "Globex" } }, page: null } }))).toBe(true);
  });

  it("keeps error renders: their error objects do not survive cloning", () => {
    expect(canRenderElsewhere(context({ errors: { root: new Error("boom") } }))).toBe(false);
  });

  it("keeps pages with deferred loader data, which stream as their promises resolve", () => {
    const later = new Promise(() => {});
    expect(canRenderElsewhere(context({ loaderData: { page: { reviews: later } } }))).toBe(false);
    expect(canRenderElsewhere(context({ loaderData: { page: later } }))).toBe(false);
  });

  it("keeps SPA-mode renders", () => {
    expect(canRenderElsewhere(context({ isSpaMode: true }))).toBe(false);
  });
});

describe("the loader data stream rebuilt from bytes", () => {
  it("gives back the same bytes", async () => {
    const bytes = new TextEncoder().encode('[{"_1":2},"loaderData"]\n');
    expect(new Uint8Array(await new Response(handoffStream(bytes)).arrayBuffer())).toEqual(bytes);
  });
});
