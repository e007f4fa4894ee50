// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminMeetingsData } from "../../../features/meetings/view-models/admin-meetings.server.ts";
import AdminMeetings from "./meetings.tsx";

/**
 * /admin/meetings rendered on the server and hydrated in the browser a few seconds later, while a
 * guest waits: the "Waiting for m:ss" text and the actions that depend on the time must be the
 * same in both renders (React error #418 otherwise), so the page counts from the loader's "now".
 */
const T0 = Date.parse("2026-11-30T09:00:00Z");
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function data(now: number): AdminMeetingsData {
  return {
    now,
    filters: { view: "waiting", type: null, host: null, zone: "Europe/Berlin" },
    initial: {
      bookings: [
        {
          id: 7,
          title: "Discovery call",
          status: "waiting",
          scheduled_at: new Date(T0 - 60_000).toISOString(),
          ends_at: new Date(T0 + 29 * 60_000).toISOString(),
          waiting_since: new Date(T0 - 65_000).toISOString(),
          meeting_type: { id: 1, name: "Discovery call", time_zone: "Europe/Berlin" },
          customer_name: "Tom Becker",
          customer_email: "tom@example.com",
          host_user_id: "u1",
          host_name: "Ada Admin",
          time_zone: "Europe/Berlin",
          no_show: false,
          sequence: 0,
          updated_at: new Date(T0 - 65_000).toISOString(),
        },
      ],
      meeting_types: [{ id: 1, name: "Discovery call" }],
      hosts: [{ id: "u1", name: "Ada Admin" }],
    },
  };
}

function routes(now: number): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      loader: () => ({ site: { name: "Brightpath" } }),
      Component: Outlet,
      children: [{ path: "admin/meetings", loader: () => data(now), Component: AdminMeetings }],
    },
  ];
}

const client = () => new QueryClient({ defaultOptions: { queries: { refetchOnMount: false, retry: false } } });

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("/admin/meetings while a guest waits", () => {
  it("hydrates without a mismatch seconds after the server rendered it", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const url = "http://a.localhost/admin/meetings?view=waiting";
    const handler = createStaticHandler(routes(T0));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error("unexpected response");
    const html = renderToString(
      <QueryClientProvider client={client()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>,
    );
    expect(html.replaceAll("<!-- -->", "")).toContain("Waiting for 1:05");

    // The browser hydrates 3.5 seconds later, with the loader's data the server sent.
    vi.setSystemTime(T0 + 3_500);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // Hydration errors arrive here; any other console.error fails the test (tests/setup).
    const problems: unknown[] = [];
    const router = createMemoryRouter(routes(T0), {
      initialEntries: ["/admin/meetings?view=waiting"],
      hydrationData: { loaderData: context.loaderData },
    });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={client()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    expect(problems).toEqual([]);
    expect(container.textContent).toContain("Waiting for 1:05");
    act(() => root!.unmount());
  });
});
