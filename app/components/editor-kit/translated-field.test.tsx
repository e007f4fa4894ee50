// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatedField, withTranslation } from "./translated-field.tsx";
import type { RecordTranslations } from "./translation-status.tsx";

/** One translated field of an editor with the saved states of its record (decision 069). */
function Field({
  record,
  initial,
  focusLocale = null,
  onValue = () => {},
}: {
  record: RecordTranslations | null;
  initial: Record<string, string>;
  focusLocale?: string | null;
  onValue?: (value: Record<string, string>) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TranslatedField
      label="Title"
      field="title"
      source="Welcome to our shop"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      record={record}
      focusLocale={focusLocale}
    >
      <label>
        Title
        <input defaultValue="Welcome to our shop" />
      </label>
    </TranslatedField>
  );
}

afterEach(() => cleanup());

const record = (confirm = vi.fn()): RecordTranslations => ({
  defaultLocale: "en",
  locales: ["es", "fr"],
  states: { title: { es: "stale", fr: "missing" } },
  confirm,
  confirming: false,
});

describe("a translated field in an editor", () => {
  it("keeps the source input and shows a badge per language, the source beside the stale translation and Mark as still correct", async () => {
    const confirm = vi.fn();
    render(<Field record={record(confirm)} initial={{ es: "Bienvenido" }} />);
    expect(screen.getByRole("textbox", { name: "Title" })).toBeTruthy();
    const switcher = screen.getByRole("group", { name: "Translations" });
    expect(switcher.textContent).toContain("Stale");
    expect(switcher.textContent).toContain("Missing");
    expect(screen.getByRole("button", { name: "ES (Español) Stale" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "FR (Français) Missing" })).toBeTruthy();
    // Nothing opens by itself; the stale language opens on a click: its input, the source beside it
    // and the confirmation.
    expect(screen.queryByRole("textbox", { name: /Español/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "ES (Español) Stale" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Title \(Español\)/ }).value).toBe("Bienvenido");
    expect(screen.getByText("Welcome to our shop")).toBeTruthy();
    expect(screen.getByText("The English text changed since this was translated.")).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Mark as still correct: Title (Español)" })),
    );
    expect(confirm).toHaveBeenCalledWith("title", "es");
  });

  it("opens a missing language from the switcher, focused, and a typed text lands in the map", async () => {
    const onValue = vi.fn();
    render(<Field record={record()} initial={{ es: "Bienvenido" }} onValue={onValue} />);
    expect(screen.queryByRole("textbox", { name: /Français/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "FR (Français) Missing" })));
    const french = screen.getByRole<HTMLInputElement>("textbox", { name: /Title \(Français\)/ });
    await waitFor(() => expect(document.activeElement).toBe(french));
    // No stale badge, so no confirmation offered for it.
    expect(screen.queryByRole("button", { name: "Mark as still correct: Title (Français)" })).toBeNull();
    fireEvent.change(french, { target: { value: "Bienvenue" } });
    expect(onValue).toHaveBeenLastCalledWith({ es: "Bienvenido", fr: "Bienvenue" });
  });

  it("opens and focuses the language a Translations page link asks for", async () => {
    render(<Field record={record()} initial={{ es: "Bienvenido" }} focusLocale="fr" />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Title \(Français\)/ })),
    );
  });

  it("offers no confirmation for a current translation and opens nothing by itself", () => {
    render(<Field record={{ ...record(), states: {} }} initial={{ es: "Bienvenido" }} />);
    expect(screen.queryByText("Mark as still correct")).toBeNull();
    expect(screen.getByRole("button", { name: "ES (Español)" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Español/ })).toBeNull();
  });

  it("drops a translation cleared to blank (it is missing, not an empty text)", () => {
    expect(withTranslation({ es: "Hola", fr: "Salut" }, "es", "  ")).toEqual({ fr: "Salut" });
    expect(withTranslation({}, "es", "Hola")).toEqual({ es: "Hola" });
  });
});
