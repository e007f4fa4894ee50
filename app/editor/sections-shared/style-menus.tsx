/**
 * The Background and Text style menus of the section editors' toolbars (heading and template
 * sections): the same two menus, each editor with its own text style variants.
 */
import { Palette, Type } from "lucide-react";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { BackgroundPicker, ChoiceGroup, ToolbarMenu, type BackgroundValue } from "./pickers.tsx";

export function BackgroundAndTextStyleMenus<V extends string>({
  value,
  onChange,
  variants,
  labels,
  openMenu,
  setOpenMenu,
}: {
  value: BackgroundValue & { text_style_variant: V };
  onChange: (value: Partial<BackgroundValue & { text_style_variant: V }>) => void;
  variants: readonly V[];
  labels: Record<string, string>;
  openMenu: string | null;
  setOpenMenu: (update: (current: string | null) => string | null) => void;
}) {
  const ui = useUiLanguage();
  return (
    <>
      <ToolbarMenu
        name="background"
        label={m.fields_secBackground({}, ui)}
        icon={<Palette aria-hidden="true" />}
        openMenu={openMenu}
        setOpenMenu={setOpenMenu}
        className="w-80"
      >
        <BackgroundPicker value={value} onChange={(background) => onChange(background)} />
      </ToolbarMenu>
      <ToolbarMenu
        name="text"
        label={m.fields_secTextStyle({}, ui)}
        value={labels[value.text_style_variant]}
        icon={<Type aria-hidden="true" />}
        openMenu={openMenu}
        setOpenMenu={setOpenMenu}
      >
        <ChoiceGroup
          label={m.fields_secTextStyle({}, ui)}
          options={variants.map((variant) => ({ value: variant, label: labels[variant]! }))}
          value={value.text_style_variant}
          onChange={(text_style_variant) =>
            onChange({ text_style_variant } as Partial<BackgroundValue & { text_style_variant: V }>)
          }
        />
      </ToolbarMenu>
    </>
  );
}
