// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoxFormOutcome } from "../../components/editor-kit/use-editor-form.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { NewEntryForm } from "./new-entry-form.tsx";

/** The menu's new-item box on react-hook-form with the API's name rule (spec editing-tools §5). */
function open(onAdd = vi.fn(async (_name: string): Promise<BoxFormOutcome> => true)) {
  render(<NewEntryForm label="New menu item name" placeholder="New menu item name" action="Create" onAdd={onAdd} />);
  const box = screen.getByRole<HTMLInputElement>("textbox", { name: "New menu item name" });
  const submit = async (value: string) => {
    fireEvent.change(box, { target: { value } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create" })));
  };
  return { box, submit, onAdd };
}

afterEach(() => cleanup());

describe("the menu's new-item box", () => {
  it("does nothing and says nothing for a blank name; creates a trimmed one and clears the box", async () => {
    const { box, submit, onAdd } = open();
    await submit("   ");
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box.getAttribute("aria-invalid")).toBeNull();
    await submit("  Blog ");
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith("Blog"));
    await waitFor(() => expect(box.value).toBe(""));
  });

  it("shows the API's rule at the box, focused, for a name over 200 characters", async () => {
    const { box, submit, onAdd } = open();
    await submit("x".repeat(201));
    expect((await screen.findByRole("alert")).textContent).toBe("Name must be at most 200 characters");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("puts a 400 of the API on the box and keeps what was typed", async () => {
    const onAdd = vi.fn(async (_name: string): Promise<BoxFormOutcome> => ({
      field: "name",
      message: "must not contain that",
    }));
    const { box, submit } = open(onAdd);
    await submit("Bad");
    expect((await screen.findByRole("alert")).textContent).toBe("Name must not contain that");
    expect(box.value).toBe("Bad");
  });
});

describe("the menu's new-item box in the person's language (decision 082)", () => {
  it("stays silent on a blank name and words the length rule in Spanish", async () => {
    const onAdd = vi.fn(async (_name: string): Promise<BoxFormOutcome> => true);
    render(
      <UiLanguageProvider locale="es">
        <NewEntryForm label="Nuevo elemento" placeholder="Nuevo elemento" action="Crear" onAdd={onAdd} />
      </UiLanguageProvider>,
    );
    const box = screen.getByRole<HTMLInputElement>("textbox", { name: "Nuevo elemento" });
    const submit = async (value: string) => {
      fireEvent.change(box, { target: { value } });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Crear" })));
    };
    await submit("   ");
    expect(screen.queryByRole("alert")).toBeNull();
    await submit("x".repeat(201));
    expect((await screen.findByRole("alert")).textContent).toBe("El nombre debe tener como máximo 200 caracteres");
    expect(onAdd).not.toHaveBeenCalled();
  });
});
