// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TemplateSectionEditor from "./template-section-editor.tsx";
import { fakeApi } from "../../../tests/setup/fake-api.ts";

/**
 * The template section editor on the record-editor layer (decision 042) in a DOM, against an
 * in-memory /api/template-sections that checks versions like the API (409 with `current`).
 */
type Row = Record<string, unknown> & { id: number; section_title: string; updated_at: string };

let row: Row;
let puts: Record<string, unknown>[];
let posts: Record<string, unknown>[];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function section(id: number, fields: Record<string, unknown>, version: string): Row {
  return {
    id,
    url_page: "/home",
    section_title: "",
    section_description: "",
    section_type: "general",
    updated_at: version,
    website_metric: [],
    ...fields,
  } as Row;
}

beforeEach(() => {
  row = section(5, { section_title: "What we do", section_description: "Base" }, "v1");
  puts = [];
  posts = [];
  localStorage.clear();
  vi.stubGlobal("WebSocket", undefined);
  vi.stubGlobal(
    "fetch",
    fakeApi(async (url, init) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (url === "/api/template-sections" && init.method === "POST") {
        posts.push(body);
        row = section(9, body, "n1");
        return answer(201, row);
      }
      if (url === `/api/template-sections/${row.id}` && init.method === "GET") return answer(200, row);
      if (url === `/api/template-sections/${row.id}` && init.method === "PUT") {
        puts.push(body);
        if (body.updated_at !== row.updated_at) return answer(409, { error: "stale", current: row });
        const { updated_at: _version, ...fields } = body;
        row = { ...row, ...fields, updated_at: `v${puts.length + 1}` };
        return answer(200, row);
      }
      if (url.startsWith("/api/metrics")) return answer(200, []);
      return answer(404, { error: "not found" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(request: Parameters<typeof TemplateSectionEditor>[0]["request"], onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TemplateSectionEditor request={request} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const title = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Section title/ });

describe("the template section editor", () => {
  it("shows no error on an untouched new section; the first submit shows the title rule at the field", async () => {
    open({ kind: "template-section", mode: "create", urlPage: "/" });
    await waitFor(() => title());
    expect(screen.queryByText("Please enter a section title")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await screen.findByText("Please enter a section title");
    expect(title().getAttribute("aria-invalid")).toBe("true");
    expect(posts).toHaveLength(0);

    // Created, it stays open on the new section: metrics can be added now.
    fireEvent.change(title(), { target: { value: "Fresh" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await screen.findByRole("button", { name: "Update" });
    expect(posts[0]).toMatchObject({ url_page: "/", section_title: "Fresh" });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /Create Metric/ }).disabled).toBe(false);
  });

  it("merges with someone else's save of another field instead of overwriting it", async () => {
    const onClose = open({ kind: "template-section", mode: "edit", id: 5 });
    await waitFor(() => expect(title().value).toBe("What we do"));
    // Someone else saves the description in the meantime.
    row = { ...row, section_description: "Theirs", updated_at: "v-theirs" };
    fireEvent.change(title(), { target: { value: "Mine" } });
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(row).toMatchObject({ section_title: "Mine", section_description: "Theirs" });
    expect(puts.map((put) => put.updated_at)).toEqual(["v1", "v-theirs"]);
  });

  it("shows a title both changed side by side, and saves the one chosen", async () => {
    const onClose = open({ kind: "template-section", mode: "edit", id: 5 });
    await waitFor(() => expect(title().value).toBe("What we do"));
    row = { ...row, section_title: "Theirs", updated_at: "v-theirs" };
    fireEvent.change(title(), { target: { value: "Mine" } });
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    const field = await screen.findByRole("group", { name: "Section title" });
    expect(field.textContent).toContain("Theirs");
    expect(field.textContent).toContain("Mine");
    expect(row.section_title).toBe("Theirs");
    fireEvent.click(screen.getByRole("radio", { name: /Mine/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save with these choices" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(row.section_title).toBe("Mine");
  });
});
