// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The metric dialogs on the typed client (decision 042) in a DOM, against an in-memory /api that
 * answers the way the API does. Create Metric (on the record-editor layer): no message on an
 * untouched dialog, the spec's message at the blank field after a submit, a 400 naming a field
 * landing on that field with the focus, a created metric added to the section at its version.
 * Add Existing: the library without the section's own metrics, one added at the section's version.
 */
const server = vi.hoisted(() => {
  const state = {
    requests: [] as { url: string; method: string; body: Record<string, unknown> }[],
    handle: (_url: string, _method: string, _body: Record<string, unknown>): Response =>
      new Response("{}", { status: 404 }),
  };
  // The in-memory /api (the typed client looks fetch up at each call).
  globalThis.fetch = (async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === "GET" ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    const url = new URL(request.url).pathname;
    state.requests.push({ url, method: request.method, body });
    return state.handle(url, request.method, body);
  }) as typeof fetch;
  return state;
});

import { CreateMetricDialog } from "./create-metric-dialog.tsx";
import { STORED_METRIC } from "./metric-fixture.tsx";
import { AddExistingDialog } from "./metric-dialogs.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const METRIC = STORED_METRIC;

beforeEach(() => {
  localStorage.clear();
  server.requests = [];
  vi.stubGlobal("WebSocket", undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateMetricDialog
        sectionId={7}
        sectionVersion="2026-01-01T00:00:00.000Z"
        onClose={onClose}
        onCreated={onCreated}
      />
    </QueryClientProvider>,
  );
  return { onCreated, onClose };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const create = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Metric" })));

describe("the Create Metric dialog", () => {
  it("shows nothing untouched; after a submit the spec's message at the blank field, focused", async () => {
    open();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Create Metric" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(field("Title"), { target: { value: "Speed" } });
    await create();
    const message = await screen.findByText("Title and description are required");
    expect(message.id).toBe(field("Description").getAttribute("aria-describedby")?.split(" ")[0]);
    await waitFor(() => expect(document.activeElement).toBe(field("Description")));
    expect(server.requests).toEqual([]);
  });

  it("puts a 400 naming a field on that field with the focus, then creates and adds the metric", async () => {
    server.handle = (url, method, body) => {
      if (url === "/api/metrics" && method === "POST") {
        if (body.image === "https://refused.example/x.png") {
          return json(400, { error: "image: is not an address this site shows", field: "image" });
        }
        return json(201, { ...METRIC, ...body });
      }
      if (url === "/api/template-sections/7/metrics" && method === "POST") {
        return json(200, { updated_at: "2026-01-02T00:00:00.000Z" });
      }
      return json(404, { error: "not found" });
    };
    const { onCreated, onClose } = open();
    fireEvent.change(field("Title"), { target: { value: "Speed" } });
    fireEvent.change(field("Description"), { target: { value: "Fast" } });
    fireEvent.change(field("Image or video URL"), { target: { value: "https://refused.example/x.png" } });
    await create();
    await screen.findByText("is not an address this site shows");
    await waitFor(() => expect(document.activeElement).toBe(field("Image or video URL")));
    expect(field("Image or video URL").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field("Image or video URL"), { target: { value: "" } });
    await create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(onCreated.mock.calls[0]).toEqual([expect.objectContaining({ id: 41 }), "2026-01-02T00:00:00.000Z"]);
    expect(server.requests.at(-1)).toMatchObject({
      url: "/api/template-sections/7/metrics",
      body: { metric_id: 41, updated_at: "2026-01-01T00:00:00.000Z" },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("the Add Existing Metric dialog", () => {
  it("lists the library without the section's metrics, and adds one at the section's version", async () => {
    server.handle = (url, method) => {
      if (url === "/api/metrics" && method === "GET") {
        return json(200, [
          { ...METRIC, id: 1, title: "Already here", used_in: [] },
          { ...METRIC, id: 2, title: "Reach", description: "<p>Far</p>", used_in: [] },
        ]);
      }
      if (url === "/api/template-sections/7/metrics" && method === "POST") {
        return json(200, { updated_at: "2026-01-03T00:00:00.000Z" });
      }
      return json(404, { error: "not found" });
    };
    const onAdded = vi.fn();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddExistingDialog
          sectionId={7}
          sectionVersion="2026-01-01T00:00:00.000Z"
          present={new Set([1])}
          onClose={onClose}
          onAdded={onAdded}
        />
      </QueryClientProvider>,
    );
    const add = await screen.findByRole("button", { name: "Add Reach" });
    expect(screen.queryByRole("button", { name: "Add Already here" })).toBeNull();
    expect(screen.getByText("Far")).toBeTruthy();
    await act(async () => fireEvent.click(add));
    await waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(onAdded.mock.calls[0]).toEqual([expect.objectContaining({ id: 2 }), "2026-01-03T00:00:00.000Z"]);
    expect(server.requests.at(-1)).toMatchObject({
      url: "/api/template-sections/7/metrics",
      method: "POST",
      body: { metric_id: 2, updated_at: "2026-01-01T00:00:00.000Z" },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
