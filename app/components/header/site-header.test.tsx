import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { HeaderView, MenuView, ViewerView } from "../../view-models/view-models.ts";
import type { RootData } from "../../root.tsx";
import { SiteHeader } from "./site-header.tsx";
import { chromeLabels } from "../../labels/chrome-labels.ts";

const site = {
  organizationId: 1,
  name: "Brightpath Consulting",
  type: "consulting",
  logo: "/demo/logo.svg",
  defaultLocale: "en",
  supportedLocales: ["en", "es", "de"],
  withLanguageSwitch: true,
  theme: {},
} as RootData["site"];

const style: HeaderView = {
  type: "default",
  background: "#ffffff",
  color: "#374151",
  colorHover: "#111827",
  maxWidth: "1280px",
  logoHeight: 48,
  itemsAreText: false,
};

const menu: MenuView[] = [
  {
    id: 1,
    label: "Servicios",
    href: "/es/services",
    external: false,
    image: null,
    description: null,
    children: [
      {
        id: 11,
        label: "Estrategia",
        href: "/es/strategy",
        external: false,
        image: "/s.svg",
        description: "Planes claros.",
      },
      { id: 12, label: "Operaciones", href: "/es/operations", external: false, image: null, description: null },
    ],
  },
  {
    id: 2,
    label: "Sectores",
    href: "/es/industries",
    external: false,
    image: null,
    description: null,
    children: [
      { id: 21, label: "Sector público", href: "/es/public-sector", external: false, image: null, description: null },
    ],
  },
  { id: 3, label: "Nosotros", href: "/es/about", external: false, image: null, description: null, children: [] },
];

function render({
  viewer = null,
  path = "/es/about",
  header = style,
  withLanguageSwitch = true,
}: { viewer?: ViewerView; path?: string; header?: HeaderView; withLanguageSwitch?: boolean } = {}) {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader
        site={{ ...site, withLanguageSwitch }}
        locale="es"
        labels={chromeLabels("es")}
        menu={menu}
        style={header}
        viewer={viewer}
      />
    </MemoryRouter>,
  );
  return {
    html,
    has: (fragment: string | RegExp) => (typeof fragment === "string" ? html.includes(fragment) : fragment.test(html)),
  };
}

describe("SiteHeader on the server", () => {
  it("renders every menu and submenu label into the HTML, submenus hidden until opened", () => {
    const page = render();
    for (const label of [
      "Servicios",
      "Estrategia",
      "Planes claros.",
      "Operaciones",
      "Sectores",
      "Sector público",
      "Nosotros",
    ]) {
      expect(page.has(label)).toBe(true);
    }
    const controls = [...page.html.matchAll(/aria-expanded="false" aria-controls="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(controls.length).toBeGreaterThanOrEqual(2);
    for (const id of controls) expect(page.has(new RegExp(`id="${id}" hidden=""`))).toBe(true);
  });

  it("marks the current page in the menu", () => {
    expect(render().has(/aria-current="page"[^>]*>Nosotros|href="\/es\/about" aria-current="page"/)).toBe(true);
  });

  it("links the logo to the home page of the current language", () => {
    expect(render().has(/<a href="\/es" aria-label="Brightpath Consulting, Inicio"/)).toBe(true);
  });

  it("offers the page in each supported language, keeping the path", () => {
    const page = render();
    expect(page.has('href="/about"')).toBe(true);
    expect(page.has('href="/de/about"')).toBe(true);
    expect(page.has("Deutsch")).toBe(true);
    expect(render({ withLanguageSwitch: false }).has("Deutsch")).toBe(false);
  });

  it("shows anonymous visitors a Login link to the login page of their language", () => {
    expect(render().has(/href="\/es\/login"[^>]*>Iniciar sesión</)).toBe(true);
  });

  it("shows admins the admin menu instead of the login button", () => {
    const page = render({ viewer: { id: "1", name: "Ada", email: "ada@example.com", isAdmin: true } });
    expect(page.has(">Iniciar sesión<")).toBe(false);
    expect(page.has('href="/admin/ai/management"')).toBe(true);
    for (const label of ["Panel", "Tickets", "Reuniones", "Agentes de IA", "Cerrar sesión"])
      expect(page.has(`>${label}<`)).toBe(true);
  });

  it("shows regular users Account, their tickets, Contact and Logout", () => {
    const page = render({ viewer: { id: "2", name: "Ulla", email: "ulla@example.com", isAdmin: false } });
    expect(page.has('href="/account"')).toBe(true);
    expect(page.has('href="/es/account/profile/tickets"')).toBe(true);
    expect(page.has(">Contacto<")).toBe(true);
    expect(page.has('href="/admin"')).toBe(false);
  });

  it("renders no basket badge on the server (the basket lives in the browser)", () => {
    expect(render().has('href="/es/basket"')).toBe(false);
  });

  it("gives a default header its solid background with the alpha cc, a transparent one none", () => {
    expect(render().has("background:#ffffffcc")).toBe(true);
    expect(render({ header: { ...style, type: "transparent" } }).has("background:transparent")).toBe(true);
  });

  it("labels the burger button and starts with the mobile menu closed", () => {
    expect(render().has(/aria-expanded="false" aria-controls="[^"]+" aria-label="Abrir menú"/)).toBe(true);
  });
});
