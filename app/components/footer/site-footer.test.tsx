import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FooterLinkView, FooterView, ViewerView } from "../../view-models/view-models.ts";
import type { RootData } from "../../root.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { chromeLabels } from "../../labels/chrome-labels.ts";

const site = {
  organizationId: 1,
  name: "Globex Finance",
  type: "finance",
  logo: null,
  defaultLocale: "en",
  supportedLocales: ["en", "de"],
  withLanguageSwitch: true,
  theme: {},
} as RootData["site"];

const links: FooterLinkView[] = Array.from({ length: 9 }, (_, index) => ({
  label: `Link ${index + 1}`,
  href: `/link-${index + 1}`,
  external: false,
  children: [],
}));

const style = (variant: FooterView["variant"]): FooterView => ({
  variant,
  background: "#171717",
  color: "#a3a3a3",
  colorHover: "#ffffff",
});

function render(variant: FooterView["variant"], viewer: ViewerView = null) {
  return renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <SiteFooter
        site={site}
        locale="en"
        labels={chromeLabels("en")}
        links={links}
        style={style(variant)}
        viewer={viewer}
        year={2031}
      />
    </MemoryRouter>,
  );
}

describe("SiteFooter", () => {
  it("shows the compact footer's first six links, privacy settings, language switch and copyright in 200 px", () => {
    const html = render("compact");
    expect(html).toContain(">Link 6<");
    expect(html).not.toContain(">Link 7<");
    expect(html).toContain(">Privacy settings<");
    expect(html).toContain(">Deutsch<");
    expect(html).toContain("© 2031 Globex Finance");
    expect(html).toContain("min-height:200px");
  });

  it("shows every link in the default footer, in columns of 8, with login and register for visitors, in 400 px", () => {
    const html = render("default");
    expect(html).toContain(">Link 9<");
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
    expect(html).toContain("min-height:400px");
    expect(html.match(/<ul class="space-y-2.5">/g)).toHaveLength(3); // 8 links, 1 link, account
  });

  it("shows admins an Admin column with the admin entries", () => {
    const html = render("grid", { id: "1", name: "Ada", email: "ada@example.com", isAdmin: true });
    expect(html).toContain(">Admin<");
    for (const label of ["Dashboard", "Tickets", "Meetings", "AI Agents", "Logout"])
      expect(html).toContain(`>${label}<`);
    expect(html).not.toContain('href="/register"');
  });

  it("shows admins the Admin column in the compact footer too (spec: every footer has it for admins)", () => {
    const html = render("compact", { id: "1", name: "Ada", email: "ada@example.com", isAdmin: true });
    expect(html).toContain(">Admin<");
    for (const label of ["Dashboard", "Tickets", "Meetings", "AI Agents", "Logout"])
      expect(html).toContain(`>${label}<`);
    // Visitors of the compact footer get no account column (its six links are all it shows).
    expect(render("compact")).not.toContain(">Admin<");
  });

  it("takes its colours from the footer style as CSS values, not classes", () => {
    const html = render("grid");
    expect(html).toContain("background:#171717");
    expect(html).toContain("color:#a3a3a3");
    expect(html).toContain("--footer-hover:#ffffff");
  });
});
