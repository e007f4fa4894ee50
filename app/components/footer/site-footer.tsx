import type { Locale } from "../../../shared/locales.ts";
import type { RootData } from "../../root.tsx";
import type { FooterView, LinkView } from "../../lib/view-models.ts";

type Props = { site: RootData["site"]; locale: Locale; links: LinkView[]; style: FooterView };

export function SiteFooter({ site, links, style }: Props) {
  return (
    <footer style={{ background: style.background, color: style.color }} className="px-4 py-10">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-4">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-7xl text-sm">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
