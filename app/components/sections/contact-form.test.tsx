// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactForm from "./contact-form.tsx";

/**
 * What POST /api/contact answers to a name that is only markup: the markup is removed, nothing is
 * left (server/api/contact/contact.routes.test.ts holds the server to this answer).
 */
const REFUSED_NAME = {
  error: "name: is required",
  field: "name",
  issues: [{ field: "name", code: "too_small", origin: "string", minimum: 1 }],
};

function open() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ContactForm sectionId={7} locale="en" /> }]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the contact form", () => {
  it("shows the server's reason when the message is refused, at the field it names", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(REFUSED_NAME), { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    open();
    const name = await screen.findByLabelText("Name");
    fireEvent.change(name, { target: { value: "<i></i>" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "visitor@example.com" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.submit(screen.getByRole("button", { name: "Send message" }).closest("form")!);

    expect((await screen.findByRole("alert")).textContent).toContain("name: is required");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("status")).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "<i></i>", message: "Hello", section_id: 7 });
  });
});
