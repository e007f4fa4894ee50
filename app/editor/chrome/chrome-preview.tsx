import type { CSSProperties } from "react";
import { backgroundValue, colorValue } from "../../../shared/style/palette.ts";
import type { MenuItem } from "./chrome-api.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { LOGO_HEIGHT_PX, MENU_WIDTH_PX, type FooterStyle, type HeaderStyle } from "./chrome-style.ts";

type Label = (name: string, translations: Record<string, string> | null | undefined) => string;

/**
 * A live, scaled-down picture of the header or footer with the style being edited and the menu as
 * stored. Links are inert (it is a picture): the real header and footer update after Save.
 */
export function HeaderPreview({
  style,
  items,
  siteName,
  label,
}: {
  style: HeaderStyle;
  items: MenuItem[];
  siteName: string;
  label: Label;
}) {
  const o = useUiLanguage();
  const mini = style.type === "mini" || style.type === "ring_card_mini";
  const card = style.type === "ring_card_mini";
  const transparent = style.type === "transparent";
  const vars = {
    "--preview-color": colorValue(style.color, "#374151"),
    "--preview-hover": colorValue(style.color_hover, "#111827"),
  } as CSSProperties;
  const bar: CSSProperties = {
    background: transparent
      ? "transparent"
      : backgroundValue(style.background, style.is_gradient, style.gradient, "#fff"),
    color: "var(--preview-color)",
    maxWidth: card ? Math.min(MENU_WIDTH_PX[style.menu_width], 1100) : undefined,
  };
  // As on the live site: hidden items and an item named Profile (the account menu) are not shown.
  const shown = items.filter((item) => item.is_displayed && item.display_name.trim().toLowerCase() !== "profile");
  const logo = Math.min(LOGO_HEIGHT_PX[style.logo_height], mini ? 36 : 64);
  return (
    <figure
      aria-label={m.editors_headerPreview({}, o)}
      className="overflow-hidden rounded-md border border-gray-200"
      style={{
        ...vars,
        // Transparent headers sit over the page's first section: show one behind it.
        background: transparent ? "linear-gradient(135deg, #e0f2fe, #f5f3ff)" : "#f9fafb",
      }}
    >
      <div className={card ? "p-3" : ""}>
        <div
          className={
            "mx-auto flex items-center justify-between gap-4 px-4 " +
            (mini ? "py-1.5 text-xs " : "py-3 text-sm ") +
            (card ? "rounded-full shadow-md ring-1 ring-black/10 " : "")
          }
          style={bar}
          data-preview-type={style.type}
        >
          <span
            className="inline-flex shrink-0 items-center rounded bg-current/10 px-2 font-bold"
            style={{ height: logo, fontSize: Math.max(12, logo / 2.6) }}
          >
            {siteName}
          </span>
          <ul className="flex min-w-0 flex-wrap items-center justify-end gap-x-1 gap-y-1">
            {shown.length === 0 && <li>{m.editors_noMenuItems({}, o)}</li>}
            {shown.map((item) => (
              <li
                key={item.id}
                className={
                  "rounded px-2 py-1 font-medium hover:text-(--preview-hover) " +
                  (style.menu_items_are_text ? "hover:underline" : "hover:bg-current/10")
                }
              >
                {label(item.display_name, item.display_name_translation)}
                {item.website_submenuitem.some((sub) => sub.is_displayed !== false) && (
                  <span aria-hidden="true">{" ▾"}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="border-t border-gray-200 bg-white px-3 py-1.5 text-xs text-gray-600">
        {style.type === "fixed"
          ? m.editors_headerFixed({}, o)
          : transparent
            ? m.editors_headerTransparent({}, o)
            : m.editors_headerDefault(
                {
                  width: style.menu_width,
                  widthPx: MENU_WIDTH_PX[style.menu_width],
                  logo: style.logo_height,
                  logoPx: LOGO_HEIGHT_PX[style.logo_height],
                },
                o,
              )}
      </figcaption>
    </figure>
  );
}

export function FooterPreview({
  style,
  items,
  siteName,
  label,
}: {
  style: FooterStyle;
  items: MenuItem[];
  siteName: string;
  label: Label;
}) {
  const o = useUiLanguage();
  const transparent = style.type === "transparent";
  const links = items.filter(
    (item) => item.is_displayed_on_footer && item.display_name.trim().toLowerCase() !== "profile",
  );
  return (
    <figure aria-label={m.editors_footerPreview({}, o)} className="overflow-hidden rounded-md border border-gray-200">
      <div
        data-preview-type={style.type}
        className="px-4 py-5 text-sm"
        style={
          {
            background: transparent
              ? "transparent"
              : backgroundValue(style.background, style.is_gradient, style.gradient, colorValue("neutral-900")),
            color: colorValue(style.color, colorValue("neutral-400")),
            "--preview-hover": colorValue(style.color_hover, "#ffffff"),
          } as CSSProperties
        }
      >
        <p className="font-semibold">{siteName}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {links.length === 0 && <li>{m.editors_noFooterItems({}, o)}</li>}
          {links.map((item) => (
            <li key={item.id} className="hover:text-(--preview-hover)">
              {label(item.display_name, item.display_name_translation)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs">© {siteName}</p>
      </div>
      <figcaption className="border-t border-gray-200 bg-white px-3 py-1.5 text-xs text-gray-600">
        {style.type === "fixed"
          ? m.editors_footerFixed({}, o)
          : transparent
            ? m.editors_footerTransparent({}, o)
            : m.editors_footerDefault({}, o)}
      </figcaption>
    </figure>
  );
}
