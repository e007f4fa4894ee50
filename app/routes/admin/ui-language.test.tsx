// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_LAYOUT_ID, documentLanguage } from "../../document/document-language.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { inboxClientWithConversation } from "./inbox-fixture.ts";
import { textDirection } from "../../../shared/i18n/locales.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import AdminLayout from "./layout.tsx";
import AdminDashboard from "./dashboard.tsx";
import AdminMeetings from "./meetings.tsx";
import Tickets from "./tickets.tsx";
import AdminTranslations from "./translations.tsx";

/**
 * The admin pages in the signed-in person's UI language (decision 074): the admin
 * layout provides `viewer.uiLocale` from the root loader once, and every page, card and the inbox
 * read it; the site's own language (English here) does not matter.
 */

const T0 = Date.parse("2026-11-30T09:00:00Z");

async function render(
  Page: ComponentType,
  pageData: unknown,
  uiLocale: UiLocale,
  options: { path?: string; layout?: ComponentType; layoutData?: unknown } = {},
): Promise<string> {
  const path = options.path ?? "/admin/page";
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ({
        locale: "en",
        site: { name: "Brightpath", logo: "" },
        viewer: { id: "u1", name: "Ada Admin", uiLocale },
      }),
      Component: Outlet,
      children: [
        {
          id: ADMIN_LAYOUT_ID,
          path: "admin",
          loader: () => options.layoutData ?? { viewerName: "Ada Admin" },
          Component: options.layout ?? AdminLayout,
          children: [{ path: path.slice("/admin/".length).split("?")[0], loader: () => pageData, Component: Page }],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://a.localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

const translationsData = {
  filter: { locale: null, page: null, state: null },
  defaultLocale: "en",
  pages: ["/home"],
  locales: [{ locale: "es", percent: 50, current: 1, total: 2, stale: 1, missing: 0 }],
  items: [
    {
      kind: "website_hero",
      id: "1",
      field: "title",
      locale: "es",
      label: "Welcome",
      excerpt: "Bienvenidos",
      state: "stale",
      page: "/home",
    },
  ],
  total: 1,
};

const dashboardData = {
  viewerId: "u1",
  meetings: { zone: "Europe/Berlin", waiting: [], today: [], upcoming: [], upcomingCount: 0 },
  translations: [{ locale: "es", percent: 50, current: 1, total: 2, stale: 1, missing: 0 }],
};

const meetingsData = {
  now: T0,
  filters: { view: "upcoming", type: null, host: null, zone: "Europe/Berlin" },
  initial: {
    bookings: [
      {
        id: 7,
        title: "Discovery call",
        status: "confirmed",
        scheduled_at: new Date(T0 + 86_400_000).toISOString(),
        ends_at: new Date(T0 + 86_400_000 + 30 * 60_000).toISOString(),
        waiting_since: null,
        meeting_type: { id: 1, name: "Discovery call", time_zone: "Europe/Berlin" },
        customer_name: "Tom Becker",
        customer_email: "tom@example.com",
        host_user_id: "u1",
        host_name: "Ada Admin",
        time_zone: "Europe/Berlin",
        no_show: false,
        sequence: 0,
        updated_at: new Date(T0).toISOString(),
      },
    ],
    meeting_types: [{ id: 1, name: "Discovery call" }],
    hosts: [{ id: "u1", name: "Ada Admin" }],
  },
};

/** The inbox with its lists already read (the server render fetches nothing), under the provider. */
function InboxLayout({ uiLocale }: { uiLocale: UiLocale }) {
  const client = inboxClientWithConversation(new Date(T0).toISOString());
  return (
    <UiLanguageProvider locale={uiLocale}>
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    </UiLanguageProvider>
  );
}

const inbox = (uiLocale: UiLocale) =>
  render(Tickets, { viewer: { id: "u1", name: "Ada Admin" } }, uiLocale, {
    path: "/admin/tickets?conversation=5",
    layout: () => <InboxLayout uiLocale={uiLocale} />,
  });

describe("admin pages in the person's UI language", () => {
  it("render the Translations page in Spanish and in Arabic", async () => {
    const es = await render(AdminTranslations, translationsData, "es");
    expect(es).toContain(">Traducciones</h1>");
    expect(es).toContain("Cobertura por idioma");
    expect(es).toContain("Marcar como aún correcta");
    expect(es).toContain(">Desactualizada<");
    expect(es).toContain("Sección hero");
    // The layout's navigation and the language names follow the person too.
    expect(es).toContain("Cerrar sesión");
    expect(es).toContain("español");
    expect(es).not.toContain("Mark as still correct");

    const ar = await render(AdminTranslations, translationsData, "ar");
    expect(ar).toContain(">الترجمات</h1>");
    expect(ar).toContain("وضع علامة أنها ما زالت صحيحة");
    expect(ar).toContain("تسجيل الخروج");
  });

  it("keeps English as the default", async () => {
    const en = await render(AdminTranslations, translationsData, "en");
    expect(en).toContain(">Translations</h1>");
    expect(en).toContain("Mark as still correct");
    expect(en).toContain("Logout");
  });

  it("render the dashboard in Spanish and in Arabic", async () => {
    const es = await render(AdminDashboard, dashboardData, "es", { path: "/admin/dashboard" });
    expect(es).toContain(">Panel</h1>");
    expect(es).toContain("Solicitudes de soporte de sus visitantes.");
    expect(es).toContain("No hay nadie esperando.");
    expect(es).toContain("Abrir Traducciones");
    expect(es).toContain("Desactualizadas: 1 · Faltan: 0");

    const ar = await render(AdminDashboard, dashboardData, "ar", { path: "/admin/dashboard" });
    expect(ar).toContain(">لوحة التحكم</h1>");
    expect(ar).toContain("لا أحد ينتظر.");
    expect(ar).toContain("فتح الترجمات");
  });

  it("render the inbox in Spanish and in Arabic", async () => {
    const es = await inbox("es");
    expect(es).toContain("Conversaciones");
    expect(es).toContain("Abiertas");
    expect(es).toContain("Sin asignar");
    expect(es).toContain("Responder a Lena Vogel");
    expect(es).toContain("Respuestas predefinidas");
    expect(es).toContain("alemán");
    expect(es).not.toContain("Send reply");

    const ar = await inbox("ar");
    expect(ar).toContain("المحادثات");
    expect(ar).toContain("الرد على Lena Vogel");
    expect(ar).toContain("إرسال الرد");
  });

  it("render the meetings admin in Spanish and in Arabic", async () => {
    const es = await render(AdminMeetings, meetingsData, "es", { path: "/admin/meetings" });
    expect(es).toContain(">Reuniones</h1>");
    expect(es).toContain("Cancelar reserva");
    expect(es).toContain("Confirmada");
    expect(es).toContain("anfitrión Ada Admin");
    expect(es).toContain("Próximas");

    const ar = await render(AdminMeetings, meetingsData, "ar", { path: "/admin/meetings" });
    expect(ar).toContain(">الاجتماعات</h1>");
    expect(ar).toContain("إلغاء الحجز");
    expect(ar).toContain("مؤكد");
  });
});

describe("the document's language and direction", () => {
  const data = { locale: "en", viewer: { uiLocale: "ar" as UiLocale } };

  it("is the person's UI language on an admin page: right to left for Arabic", () => {
    const language = documentLanguage(data, [{ id: "root" }, { id: ADMIN_LAYOUT_ID }]);
    expect(language).toBe("ar");
    expect(textDirection(language)).toBe("rtl");
  });

  it("stays the page's language on a visitor's page", () => {
    expect(documentLanguage(data, [{ id: "root" }, { id: "site-home" }])).toBe("en");
    expect(documentLanguage(undefined, [{ id: ADMIN_LAYOUT_ID }])).toBe("en");
  });
});
