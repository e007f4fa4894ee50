import type { CSSProperties } from "react";
import type { Locale } from "../../../shared/locales.ts";
import type { RootData } from "../../root.tsx";
import type { HeaderView, MenuView } from "../../lib/view-models.ts";

type Props = { site: RootData["site"]; locale: Locale; menu: MenuView[]; style: HeaderView };

export function SiteHeader({ site, menu, style }: Props) {
  return (
    <header
      className="sticky top-0 z-40 h-16 border-b border-black/5"
      style={{ background: style.background, color: style.color, "--header-hover": style.colorHover } as CSSProperties}
    >
      <nav aria-label="Main" className="mx-auto flex h-full items-center gap-6 px-4" style={{ maxWidth: style.maxWidth }}>
        <a href="/" aria-label={`${site.name} home`}>
          <img src={site.logo ?? "/logo-default.svg"} alt={site.name} style={{ height: Math.min(style.logoHeight, 48) }} />
        </a>
        <ul className="flex gap-4">
          {menu.map((item) => (
            <li key={item.id}>
              <a href={item.href}>{item.label}</a>
              {item.children.length > 0 && (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <a href={child.href}>{child.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
