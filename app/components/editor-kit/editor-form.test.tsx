// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { ApiError } from "../../api-client/api-error.ts";
import { UiLanguageProvider } from "../ui/ui-language.tsx";
import { useEditorForm } from "./use-editor-form.ts";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * The form half of the layer (decision 042) on a record addressed by a key (a slug, as the post
 * editor does): no message before the first submit, the schema's message at the field with the
 * focus there after one, and an answer naming a field (a 409 "slug taken", not someone else's save)
 * landing on that field under the form's name for it, without any merge.
 */
type Draft = { title: string; slugText: string };
type Row = { title: string; slug: string; updated_at: string };
const schema = z.object({ title: z.string().trim().min(1, "Title is required"), slugText: z.string() });

function TestForm({ update }: { update: (key: string, draft: Draft) => Promise<Row> }) {
  const editor = useRecordEditor<Draft, Row, string>({
    entity: "keyed",
    id: "hello",
    initial: { title: "", slugText: "" },
    load: async (key) => ({ title: "", slug: key, updated_at: "v1" }),
    toDraft: (row) => ({ title: row.title, slugText: row.slug }),
    versionOf: (row) => row.updated_at,
    update: (key, draft) => update(key, draft),
    texts: { created: "Created", updated: "Updated", deleted: "Deleted", saveFailed: "Failed", deleteFailed: "No" },
    onClose: () => {},
    presence: false,
  });
  const { submit, errorOf, fieldRef } = useEditorForm(editor, schema, {
    fieldName: (apiField) => (apiField === "slug" ? "slugText" : apiField),
  });
  if (editor.loading) return <p>Loading...</p>;
  return (
    <div>
      <label>
        Title
        <input
          ref={fieldRef("title")}
          value={editor.draft.title}
          onChange={(e) => editor.set((d) => ({ ...d, title: e.target.value }))}
        />
      </label>
      {errorOf("title") && <p role="alert">{errorOf("title")}</p>}
      <label>
        Slug
        <input
          ref={fieldRef("slugText")}
          value={editor.draft.slugText}
          onChange={(e) => editor.set((d) => ({ ...d, slugText: e.target.value }))}
        />
      </label>
      {errorOf("slugText") && <p role="alert">{errorOf("slugText")}</p>}
      <button onClick={() => void submit()}>Save</button>
    </div>
  );
}

function open(update: (key: string, draft: Draft) => Promise<Row>, locale: UiLocale = "en") {
  render(
    <UiLanguageProvider locale={locale}>
      <QueryClientProvider client={new QueryClient()}>
        <TestForm update={update} />
      </QueryClientProvider>
    </UiLanguageProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the editor form on the record-editor layer", () => {
  it("shows nothing before the first submit, then the message at the field with the focus there", async () => {
    const update = vi.fn();
    open(update);
    const title = await screen.findByLabelText<HTMLInputElement>("Title");
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await screen.findByText("Title is required");
    expect(document.activeElement).toBe(title);
    expect(update).not.toHaveBeenCalled();
  });

  it("puts a 409 naming a field on that field (the form's name for it) instead of merging", async () => {
    const update = vi.fn(async (_key: string, _draft: Draft): Promise<Row> => {
      throw new ApiError(409, "A post with this slug already exists", { code: "slug_taken", field: "slug" });
    });
    open(update);
    // The loaded record fills the draft once it is shown: typing before that would be overwritten.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Slug").value).toBe("hello"));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hello" } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Hello"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await screen.findByText("A post with this slug already exists", { selector: "p" });
    // Sent once, at the key it was opened with: no reload-and-merge round.
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]![0]).toBe("hello");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Slug")));
  });
});

describe("the editor form in the person's language (decision 082)", () => {
  it("shows the schema's problem in Spanish at the field for a Spanish-speaking person", async () => {
    open(vi.fn(), "es");
    await screen.findByLabelText("Title");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await screen.findByText("Obligatorio", { selector: "p" });
    expect(screen.queryByText("Title is required")).toBeNull();
  });

  it("words the API's 400 for a field by its issue code, with the limit formatted for Arabic", async () => {
    const update = vi.fn(async (): Promise<Row> => {
      throw new ApiError(400, "title: must be at most 20000 characters", {
        error: "title: must be at most 20000 characters",
        field: "title",
        issues: [{ field: "title", code: "too_big", origin: "string", maximum: 20_000, inclusive: true }],
      });
    });
    open(update, "ar");
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Slug").value).toBe("hello"));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hello" } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Hello"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const limit = new Intl.NumberFormat("ar").format(20_000);
    await screen.findByText(`طويل جدًا. الحد الأقصى لعدد الأحرف: ${limit}`, { selector: "p" });
  });

  it("words a known refusal code (a slug taken) in Spanish at its field", async () => {
    const update = vi.fn(async (): Promise<Row> => {
      throw new ApiError(409, "A post with this slug already exists", { code: "slug_taken", field: "slug" });
    });
    open(update, "es");
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Slug").value).toBe("hello"));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hola" } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Hola"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await screen.findByText("Esta dirección ya está en uso", { selector: "p" });
  });
});
