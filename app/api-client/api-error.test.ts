// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { ApiError, errorMessage } from "./api-error.ts";
import { api, unwrap } from "./client.ts";

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** openapi-fetch takes its fetch per call: each case answers with its own. */
const answering = (response: () => Response | Promise<Response>) => vi.fn(async (_request: Request) => response());

describe("unwrap of the typed client", () => {
  it("sends JSON with the session cookie to /api and returns the parsed answer", async () => {
    const fetch = answering(() => answer(201, { id: 7 }));
    await expect(unwrap(api.POST("/metrics", { body: { title: "T", description: "D" }, fetch }))).resolves.toEqual({
      id: 7,
    });
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe("/api/metrics");
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("same-origin");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.text()).toBe('{"title":"T","description":"D"}');
  });

  it("puts the query in the address, leaving out what is undefined", async () => {
    const fetch = answering(() => answer(200, []));
    await unwrap(api.GET("/revisions", { params: { query: { entity: "metric", id: "3" } }, fetch }));
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).search).toBe("?entity=metric&id=3");
    expect(request.method).toBe("GET");
  });

  it("turns an { error } answer into an ApiError with status, code, field and body", async () => {
    const current = { id: 4, section_title: "Theirs", updated_at: "2026-11-23T05:00:00.000Z" };
    const stale = answering(() => answer(409, { error: "Someone else saved", code: "stale", current }));
    const error = await unwrap(
      api.PUT("/template-sections/{id}", {
        params: { path: { id: 4 } },
        body: { section_title: "Mine", updated_at: "2026-11-23T04:00:00.000Z" },
        fetch: stale,
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("Someone else saved");
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe("stale");
    expect(apiError.isStale).toBe(true);
    expect(apiError.current).toEqual(current);

    const refused = answering(() => answer(400, { error: "grid_columns: must be at most 6", field: "grid_columns" }));
    const invalid = (await unwrap(api.GET("/metrics", { fetch: refused })).catch((e: unknown) => e)) as ApiError;
    expect(invalid.field).toBe("grid_columns");
    expect(invalid.code).toBeNull();
  });

  it("names the status when the answer is not JSON", async () => {
    const fetch = answering(() => new Response("<html>oops</html>", { status: 502 }));
    const error = (await unwrap(api.GET("/metrics", { fetch })).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Request failed (502)");
  });

  it("reports a network failure as status 0", async () => {
    const fetch = answering(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await unwrap(api.GET("/metrics", { fetch })).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});

describe("errorMessage", () => {
  const en = { locale: "en" } as const;
  it("shows the server's message for client errors and the fallback otherwise", () => {
    expect(errorMessage(new ApiError(400, "Title is required", null), "Failed to save section", en)).toBe(
      "Title is required",
    );
    expect(errorMessage(new ApiError(500, "Internal server error", null), "Failed to save section", en)).toBe(
      "Failed to save section",
    );
    expect(errorMessage(new Error("boom"), "Failed", en)).toBe("Failed");
  });

  it("words a client error by its issue in the person's language, keeping unknown ones in English", () => {
    const body = { field: "title", issues: [{ field: "title", code: "too_small", origin: "string", minimum: 1 }] };
    expect(
      errorMessage(new ApiError(400, "title: Title is required", body), "Error al guardar", { locale: "es" }),
    ).toBe("title: Obligatorio");
    expect(errorMessage(new ApiError(404, "Section not found", null), "Error al guardar", { locale: "es" })).toBe(
      "Section not found",
    );
  });
});
