import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, errorMessage, withQuery } from "./api-fetch.ts";

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON with the session cookie and returns the parsed answer", async () => {
    const fetch = vi.fn(async () => answer(201, { id: 7 }));
    vi.stubGlobal("fetch", fetch);
    await expect(apiFetch("/api/metrics", { method: "POST", body: { title: "T" } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/metrics");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"title":"T"}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("defaults to GET without a body and to POST with one", async () => {
    const fetch = vi.fn(async () => answer(200, []));
    vi.stubGlobal("fetch", fetch);
    await apiFetch("/api/revisions", { query: { entity: "metric", id: 3, actor: undefined } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/revisions?entity=metric&id=3");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("turns an { error } answer into an ApiError with status, code, field and body", async () => {
    const current = { id: 4, section_title: "Theirs", updated_at: "2026-11-23T05:00:00.000Z" };
    vi.stubGlobal("fetch", async () => answer(409, { error: "Someone else saved", code: "stale", current }));
    const error = await apiFetch("/api/template-sections/4", { method: "PUT", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("Someone else saved");
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe("stale");
    expect(apiError.isStale).toBe(true);
    expect(apiError.current).toEqual(current);

    vi.stubGlobal("fetch", async () =>
      answer(400, { error: "grid_columns: must be at most 6", field: "grid_columns" }),
    );
    const invalid = (await apiFetch("/api/x", { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(invalid.field).toBe("grid_columns");
    expect(invalid.code).toBeNull();
  });

  it("names the status when the answer is not JSON, and returns undefined for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>oops</html>", { status: 502 }));
    const error = (await apiFetch("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("Request failed (502)");
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiFetch("/api/x", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await apiFetch("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });
});

describe("errorMessage", () => {
  it("shows the server's message for client errors and the fallback otherwise", () => {
    expect(errorMessage(new ApiError(400, "Title is required", null), "Failed to save section")).toBe(
      "Title is required",
    );
    expect(errorMessage(new ApiError(500, "Internal server error", null), "Failed to save section")).toBe(
      "Failed to save section",
    );
    expect(errorMessage(new Error("boom"), "Failed")).toBe("Failed");
  });
});

describe("withQuery", () => {
  it("appends to an existing query string", () => {
    expect(withQuery("/api/x?a=1", { b: "two words" })).toBe("/api/x?a=1&b=two+words");
    expect(withQuery("/api/x", {})).toBe("/api/x");
  });
});
