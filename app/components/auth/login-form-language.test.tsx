// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LoginForm } from "./login-form.tsx";

/**
 * The account forms word the spec's rule messages in the page's language (decision 082): a visitor of
 * a Spanish page reads the login form's refusal in Spanish, a visitor of an English page the spec's
 * English text.
 */
function open(locale: string) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ locale }), Component: () => <LoginForm /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("the login form's refusal in the page's language", () => {
  it("says 'fill in all fields' in Spanish on a Spanish page", async () => {
    open("es");
    const submit = await screen.findByRole("button", { name: "Iniciar sesión" });
    fireEvent.submit(submit.closest("form")!);
    expect((await screen.findByText("Rellene todos los campos.")).getAttribute("role")).toBe("alert");
    expect(screen.queryByText("Please fill in all fields.")).toBeNull();
  });

  it("keeps the spec's English text on an English page", async () => {
    open("en");
    const submit = await screen.findByRole("button", { name: "Log in" });
    fireEvent.submit(submit.closest("form")!);
    expect((await screen.findByText("Please fill in all fields.")).getAttribute("role")).toBe("alert");
  });
});
