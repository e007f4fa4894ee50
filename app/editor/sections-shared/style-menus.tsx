/**
 * The Background and Text style menus of the section editors' toolbars (heading and template
 * sections): the same two menus, each editor with its own text style variants.
 */
import { Palette, Type } from "lucide-react";
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
  return (
    <>
      <ToolbarMenu
        name="background"
        label="Background"
        icon={<Palette aria-hidden="true" />}
        openMenu={openMenu}
        setOpenMenu={setOpenMenu}
        className="w-80"
      >
        <BackgroundPicker value={value} onChange={(background) => onChange(background)} />
      </ToolbarMenu>
      <ToolbarMenu
        name="text"
        label="Text style"
        value={labels[value.text_style_variant]}
        icon={<Type aria-hidden="true" />}
        openMenu={openMenu}
        setOpenMenu={setOpenMenu}
      >
        <ChoiceGroup
          label="Text style"
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
