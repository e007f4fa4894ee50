// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslationsField } from "../../../app/editor/hero/hero-controls.tsx";
import type { RecordTranslations } from "./translation-status.tsx";

/** The translations field of an editor with the saved states of its record (decision 069). */
function Field({ record, initial }: { record: RecordTranslations; initial: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  return (
    <TranslationsField
      label="Title translations"
      value={value}
      onChange={setValue}
      translation={{ field: "title", source: "Welcome to our shop", record }}
    />
  );
}

afterEach(() => cleanup());

describe("translation badges in the editors", () => {
  const record = (confirm = vi.fn()): RecordTranslations => ({
    defaultLocale: "en",
    locales: ["es", "fr"],
    states: { title: { es: "stale", fr: "missing" } },
    confirm,
    confirming: false,
  });

  it("shows a badge per language, the source beside the translation and Mark as still correct when stale", async () => {
    const confirm = vi.fn();
    render(<Field record={record(confirm)} initial={{ es: "Bienvenido" }} />);
    const switcher = screen.getByRole("group", { name: "Title translations: languages" });
    expect(switcher.textContent).toContain("Stale");
    expect(switcher.textContent).toContain("Missing");
    expect(screen.getByRole("button", { name: "ES (Español) Stale" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "FR (Français) Missing" })).toBeTruthy();
    expect(screen.getByText("Welcome to our shop")).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Mark as still correct: Title (Español)" })),
    );
    expect(confirm).toHaveBeenCalledWith("title", "es");
  });

  it("opens a missing language from the switcher, focused", async () => {
    render(<Field record={record()} initial={{ es: "Bienvenido" }} />);
    expect(screen.queryByRole("textbox", { name: /Français/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "FR (Français) Missing" })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Français/ })));
    // No stale badge, so no confirmation offered for it.
    expect(screen.queryByRole("button", { name: "Mark as still correct: Title (Français)" })).toBeNull();
  });

  it("offers no confirmation for a current translation", () => {
    render(<Field record={{ ...record(), states: {} }} initial={{ es: "Bienvenido" }} />);
    expect(screen.queryByText("Mark as still correct")).toBeNull();
    expect(screen.getByRole("button", { name: "ES (Español)" })).toBeTruthy();
  });
});
