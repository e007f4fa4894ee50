// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import type { MetricItem } from "./metric-item.ts";
import { SectionMetricManager, STORED_METRIC } from "./metric-fixture.tsx";

/**
 * The metric manager on the list layer (decision 058), against an in-memory /api that refuses a
 * stale PATCH with 409 as the API does: a title edited while someone else changed the description
 * keeps both; the same title changed by both is chosen side by side.
 */
const STORED = { ...STORED_METRIC, updated_at: "v1" } as MetricItem;

let stored: MetricItem;
let n: number;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serve() {
  return fakeApi((url, init) => {
    if (url.startsWith("/api/metrics/41") && init.method === "PATCH") {
      const { updated_at, ...fields } = JSON.parse(init.body ?? "{}") as Record<string, unknown>;
      if (updated_at !== stored.updated_at) return json(409, { error: "This metric was changed", code: "stale" });
      stored = { ...stored, ...fields, updated_at: `v${++n}` };
      return json(200, stored);
    }
    if (url.startsWith("/api/metrics")) return json(200, []);
    if (url.startsWith("/api/template-sections/5")) return json(200, { id: 5, website_metric: [stored] });
    return json(404, { error: "Not found" });
  });
}

/** Opens the manager, lets someone else save `theirs`, then renames the metric here. */
async function renameAfterTheirSave(theirs: Partial<MetricItem>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SectionMetricManager metric={stored} />
    </QueryClientProvider>,
  );
  const title = await screen.findByDisplayValue("Speed");
  stored = { ...stored, ...theirs, updated_at: `v${++n}` };
  fireEvent.change(title, { target: { value: "Velocity" } });
  await act(async () => fireEvent.blur(title));
}

beforeEach(() => {
  stored = STORED;
  n = 1;
  vi.stubGlobal("fetch", serve());
  vi.stubGlobal("WebSocket", undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("metric manager on the list layer", () => {
  it("keeps a colleague's description when the title is edited at the old version", async () => {
    await renameAfterTheirSave({ description: "Quick" });
    await waitFor(() => expect(stored).toMatchObject({ title: "Velocity", description: "Quick" }));
    expect(await screen.findByDisplayValue("Quick")).toBeTruthy();
    expect(screen.getByDisplayValue("Velocity")).toBeTruthy();
  });

  it("offers a title both changed side by side, and saves the one chosen", async () => {
    await renameAfterTheirSave({ title: "Pace" });
    await screen.findByRole("heading", { name: "Someone else changed the same field of the metric “Pace”" });
    expect(stored.title).toBe("Pace");
    fireEvent.click(screen.getByRole("radio", { name: /Mine/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save with these choices" })));
    await waitFor(() => expect(stored.title).toBe("Velocity"));
  });
});
