// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import { DomainsTab } from "./domains-tab.tsx";

/**
 * The Domains tab (decision 066) against an in-memory /api answering as the real one does: the
 * records of a pending domain, the server's 400 at the field, Verify saying what it found.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const platform = {
  id: 1,
  host: "acme.localhost",
  display_host: "acme.localhost",
  kind: "platform",
  status: "active",
  primary: true,
  verified_at: null,
  last_checked_at: null,
  failing_since: null,
  records: [],
};
const pending = {
  ...platform,
  id: 2,
  host: "xn--bcher-kva.example",
  display_host: "bücher.example",
  kind: "custom",
  status: "pending",
  primary: false,
  records: [
    { type: "TXT", name: "_tessera.xn--bcher-kva.example", value: "tessera-verification=tok" },
    { type: "A", name: "xn--bcher-kva.example", value: "203.0.113.10" },
  ],
};

let domains: Record<string, unknown>[];
const calls: string[] = [];

beforeEach(() => {
  domains = [platform, pending];
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    fakeApi((url, init) => {
      calls.push(`${init.method} ${url}`);
      if (url === "/api/organizations/7/domains" && init.method === "GET") return json(200, { domains });
      if (url === "/api/organizations/7/domains" && init.method === "POST") {
        const { host } = JSON.parse(init.body!) as { host: string };
        if (host.endsWith("."))
          return json(400, { error: "Remove the trailing dot from the domain name.", field: "host" });
        const added = { ...pending, id: 3, host, display_host: host };
        domains = [...domains, added];
        return json(201, { domain: added });
      }
      if (url === "/api/organizations/7/domains/2/verify") {
        return json(200, {
          domain: pending,
          check: {
            found: ["google-site-verification=x"],
            missing: ["TXT _tessera.xn--bcher-kva.example = tessera-verification=tok"],
            message: "Found TXT … but not tessera-verification=tok.",
          },
        });
      }
      return json(404, { error: "Not found" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderTab = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DomainsTab organizationId={7} />
    </QueryClientProvider>,
  );

describe("the Domains tab", () => {
  it("lists domains in Unicode with status and primary, and a pending one's records with copy buttons", async () => {
    renderTab();
    const list = await screen.findByRole("list", { name: "Domains" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("Primary")).toBeTruthy();
    expect(within(items[0]!).getByText("Active")).toBeTruthy();
    expect(within(items[1]!).getByRole("heading", { name: "bücher.example" })).toBeTruthy();
    expect(within(items[1]!).getByText("Pending")).toBeTruthy();
    expect(within(items[1]!).getByText("tessera-verification=tok")).toBeTruthy();
    expect(within(items[1]!).getByRole("button", { name: "Copy TXT record value" })).toBeTruthy();
    expect(within(items[1]!).getByRole("button", { name: "Verify bücher.example" })).toBeTruthy();
    // The platform address can be neither removed nor verified.
    expect(within(items[0]!).queryByRole("button", { name: /Remove/ })).toBeNull();
  });

  it("shows the server's 400 at the field, and clears the field once a domain is added", async () => {
    renderTab();
    await screen.findByRole("list", { name: "Domains" });
    const field = screen.getByLabelText("Add domain") as HTMLInputElement;
    fireEvent.change(field, { target: { value: "shop.example.com." } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Remove the trailing dot from the domain name.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain("-error");

    fireEvent.change(field, { target: { value: "shop.example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(3));
    expect(field.value).toBe("");
    expect(calls).toContain("POST /api/organizations/7/domains");
  });

  it("says what Verify found and what is missing", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Verify bücher.example" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("google-site-verification=x");
    expect(status.textContent).toContain("Missing: TXT _tessera.xn--bcher-kva.example = tessera-verification=tok");
  });
});
