// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  useRouteLoaderData,
  type RouteObject,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScheduledNotice } from "../../components/blog/scheduled-notice.tsx";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { inboxClientWithConversation } from "./inbox-fixture.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { RootData } from "../../root.tsx";
import AdminLayout from "./layout.tsx";
import AdminAudit from "./audit.tsx";
import AdminOrders from "./orders.tsx";
import AdminOutbox from "./outbox.tsx";
import Tickets from "./tickets.tsx";

/**
 * Admin screens write dates and times in the person's language and time zone (decision 080): the
 * admin layout hands `viewer.timeZone` to every page. Without a zone of their own, the server writes
 * UTC and the browser, once hydrated without a mismatch, its own zone.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// 20:30 in UTC is already the next morning in Tokyo: a page that ignored the zone shows another day.
const INSTANT = "2026-11-23T20:30:00.000Z";

/** The expected text, from Intl itself: the screens' style is a medium date and a short time. */
const expected = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(INSTANT));

type Viewer = { uiLocale: UiLocale; timeZone?: string };

function routes(Page: ComponentType, pageData: unknown, viewer: Viewer, layout?: ComponentType): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      loader: () => ({
        locale: "en",
        site: { name: "Brightpath", logo: "" },
        viewer: { id: "u1", name: "Ada Admin", ...viewer },
      }),
      Component: Outlet,
      children: [
        {
          path: "admin",
          loader: () => ({ viewerName: "Ada Admin" }),
          Component: layout ?? AdminLayout,
          children: [{ path: "page", loader: () => pageData, Component: Page }],
        },
      ],
    },
  ];
}

async function serverRender(routeList: RouteObject[], search = "") {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://a.localhost/admin/page${search}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { html: html.replaceAll("<!-- -->", ""), loaderData: context.loaderData };
}

const render = async (
  Page: ComponentType,
  pageData: unknown,
  viewer: Viewer,
  { layout, search }: { layout?: ComponentType; search?: string } = {},
) => (await serverRender(routes(Page, pageData, viewer, layout), search)).html;

const auditData = {
  filter: {},
  people: [],
  items: [
    {
      id: 7,
      entity: "template_section",
      entity_id: "3",
      action: "update",
      summary: "",
      title: "Our work",
      actor: { id: "u1", name: "Ada" },
      created_at: INSTANT,
      changes: [{ field: "section_title", before: "Old", after: "Our work" }],
    },
  ],
};

const ordersData = {
  orders: [
    {
      id: 2,
      name: "Tom Becker",
      company: null,
      email: "tom@example.com",
      created_at: INSTANT,
      updated_at: INSTANT,
      currency_symbol: "€",
      lines: [{ plan_id: 1, name: "Starter", quantity: 1, unit_price: 1000, line_total: 1000 }],
      total: 1000,
      locale: "en",
      message: null,
      organization_id: 1,
      status: "new",
    },
  ],
};

const outboxData = {
  smtp: false,
  items: [{ id: 4, to: "ana@example.com", subject: "Welcome", isoTime: INSTANT, status: "outbox" }],
  selected: null,
};

/** The inbox with its lists already read (the server render fetches nothing), in the viewer's language and zone. */
function InboxLayout() {
  const viewer = useRouteLoaderData<RootData>("root")!.viewer!;
  const client = inboxClientWithConversation(INSTANT);
  return (
    <UiLanguageProvider locale={viewer.uiLocale ?? "en"} timeZone={viewer.timeZone}>
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    </UiLanguageProvider>
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("admin times in the person's language and time zone", () => {
  it("the audit log, in Japanese in Tokyo", async () => {
    const html = await render(AdminAudit, auditData, { uiLocale: "ja", timeZone: "Asia/Tokyo" });
    const time = expected("ja", "Asia/Tokyo");
    expect(time).not.toBe(expected("ja", "UTC"));
    // The row's time and the restore button's name.
    expect(count(html, time)).toBe(2);
    expect(html).not.toContain(expected("ja", "UTC"));
    expect(html).toContain("時刻は Asia/Tokyo です。");
  });

  it("orders, in Spanish in Tokyo", async () => {
    const html = await render(AdminOrders, ordersData, { uiLocale: "es", timeZone: "Asia/Tokyo" });
    expect(html).toContain(`>${expected("es", "Asia/Tokyo")}</time>`);
    expect(html).toContain("Las horas están en Asia/Tokyo.");
  });

  it("the outbox, in Japanese in Tokyo", async () => {
    const html = await render(AdminOutbox, outboxData, { uiLocale: "ja", timeZone: "Asia/Tokyo" });
    expect(html).toContain(`>${expected("ja", "Asia/Tokyo")}</time>`);
    expect(html).toContain("時刻は Asia/Tokyo です。");
  });

  it("the inbox's conversation, in Spanish in Tokyo", async () => {
    const viewer: Viewer = { uiLocale: "es", timeZone: "Asia/Tokyo" };
    const html = await render(Tickets, { viewer: { id: "u1", name: "Ada Admin" } }, viewer, {
      layout: InboxLayout,
      search: "?conversation=5",
    });
    const time = expected("es", "Asia/Tokyo");
    // The message's time and the conversation's start.
    expect(html).toContain(`>${time}</time>`);
    expect(html).toContain(`>${time}</dd>`);
    expect(html).not.toContain(expected("es", "UTC"));
  });

  it("the scheduled notice an admin sees on a page, in Japanese in Tokyo", () => {
    const html = renderToString(
      <UiLanguageProvider locale="ja" timeZone="Asia/Tokyo">
        <ScheduledNotice at={INSTANT} />
      </UiLanguageProvider>,
    );
    expect(html).toContain(`>${expected("ja", "Asia/Tokyo")}</time>`);
  });
});

describe("a person without a zone of their own", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    document.body.innerHTML = "";
  });

  it("reads the server's UTC until hydration, then the browser's zone, without a mismatch", async () => {
    // The "browser" is this process: a zone other than UTC shows the switch.
    vi.stubEnv("TZ", "America/New_York");
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(browserZone).toBe("America/New_York");
    const routeList = routes(AdminOutbox, outboxData, { uiLocale: "en" });
    const { html, loaderData } = await serverRender(routeList);
    expect(html).toContain(`>${expected("en", "UTC")}</time>`);
    expect(html).toContain("Times are in UTC.");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const router = createMemoryRouter(routeList, { initialEntries: ["/admin/page"], hydrationData: { loaderData } });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);
    expect(container.querySelector("time")?.textContent).toBe(expected("en", browserZone));
    expect(container.textContent).toContain(`Times are in ${browserZone}.`);
    act(() => root!.unmount());
  });
});
