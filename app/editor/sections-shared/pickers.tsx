/**
 * Toolbar pickers shared by the template and heading section editors: a toolbar dropdown (only one
 * open at a time: the editor owns which), a background picker (colours, the 8 gradient presets, a
 * custom gradient) and a text style picker.
 */
import { Check, ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button, cn, Label, Popover, PopoverContent, PopoverTrigger, Switch } from "../../components/ui/index.ts";
import { colorValue, backgroundValue } from "../../../shared/style/palette.ts";
import { GRADIENT_PRESETS, DEFAULT_GRADIENT_VIA } from "../../view-models/section-options.ts";
import type { Gradient } from "../../../shared/i18n/types.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** Background colours offered (palette names, resolved by shared/style/palette.ts). */
export const BACKGROUND_COLORS = [
  "white",
  "gray-50",
  "gray-100",
  "slate-100",
  "sky-50",
  "blue-50",
  "indigo-50",
  "emerald-50",
  "amber-50",
  "rose-50",
  "gray-900",
  "slate-900",
  "sky-900",
  "black",
] as const;

/** Colours offered for custom gradient stops. */
export const GRADIENT_COLORS = [
  "blue-400",
  "blue-600",
  "cyan-300",
  "teal-400",
  "teal-500",
  "teal-600",
  "emerald-400",
  "emerald-500",
  "green-400",
  "green-600",
  "orange-400",
  "orange-500",
  "yellow-400",
  "red-500",
  "pink-400",
  "pink-500",
  "rose-400",
  "purple-400",
  "purple-500",
  "purple-600",
  "fuchsia-400",
  "indigo-500",
  "sky-50",
  "white",
] as const;

type MenuProps = {
  /** Which toolbar dropdown is open; the editor keeps one value so opening one closes the others. */
  name: string;
  openMenu: string | null;
  setOpenMenu: (update: (current: string | null) => string | null) => void;
  label: string;
  icon?: ReactNode;
  /** What the trigger shows after the label (the current choice). */
  value?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
};

/** A toolbar button with its dropdown panel; Escape or a click outside closes it (Radix popover). */
export function ToolbarMenu({
  name,
  openMenu,
  setOpenMenu,
  label,
  icon,
  value,
  disabled,
  children,
  className,
}: MenuProps) {
  return (
    <Popover
      open={openMenu === name}
      onOpenChange={(open) =>
        // A late close of this menu must not close the one opened meanwhile.
        setOpenMenu((current) => (open ? name : current === name ? null : current))
      }
    >
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} title={label} data-toolbar-menu-trigger="">
          {icon}
          <span className="sr-only sm:not-sr-only">{label}</span>
          {value !== undefined && <span className="font-normal text-gray-600">{value}</span>}
          <ChevronDown className="size-3" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={label}
        className={cn("w-72 space-y-3", className)}
        // Pressing another toolbar button switches menus in one step (its click opens it, which
        // closes this one), instead of a first click that only closes this menu.
        onInteractOutside={(event) => {
          if ((event.target as Element | null)?.closest?.("[data-toolbar-menu-trigger]")) event.preventDefault();
        }}
        // Focus goes to the menu just opened, not back to this menu's button.
        onCloseAutoFocus={(event) => {
          if (openMenu !== null && openMenu !== name) event.preventDefault();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

/** A group of mutually exclusive choices as pressed buttons (keyboard: Tab and Enter/Space). */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  columns = 3,
}: {
  label: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
  columns?: number;
}) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-xs font-medium text-gray-700">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="grid gap-1"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={option.value === value}
            title={option.hint}
            onClick={() => onChange(option.value)}
            className={cn(
              "rounded border px-2 py-1 text-xs outline-none focus-visible:ring-2 focus-visible:ring-sky-600",
              option.value === value
                ? "border-sky-700 bg-sky-50 font-semibold text-sky-900"
                : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A labelled switch row. */
export function SwitchRow({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
    </div>
  );
}

function Swatch({
  color,
  selected,
  onSelect,
  label,
}: {
  color: string;
  selected: boolean;
  onSelect: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      title={label}
      onClick={onSelect}
      className={cn(
        "flex size-7 items-center justify-center rounded-full border border-gray-300 outline-none focus-visible:ring-2 focus-visible:ring-sky-600",
        selected && "ring-2 ring-sky-700 ring-offset-1",
      )}
      style={{ background: colorValue(color, "#ffffff") }}
    >
      {selected && <Check className="size-3 text-gray-700 mix-blend-difference" aria-hidden="true" />}
    </button>
  );
}

export type BackgroundValue = { background_color: string; is_gradient: boolean; gradient: Gradient };

/** Solid colour or gradient: the 8 presets by name, or custom from/via/to stops. */
export function BackgroundPicker({
  value,
  onChange,
  withGradient = true,
}: {
  value: BackgroundValue;
  onChange: (value: BackgroundValue) => void;
  withGradient?: boolean;
}) {
  const o = useUiLanguage();
  const stopLabels = {
    from: m.editors_stopFrom({}, o),
    via: m.editors_stopVia({}, o),
    to: m.editors_stopTo({}, o),
  };
  const selectId = useId();
  const stop = (key: "from" | "via" | "to", color: string | null) =>
    onChange({ ...value, gradient: { ...value.gradient, [key]: color } });
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <p className="text-xs font-medium text-gray-700">{m.editors_colour({}, o)}</p>
        <div className="flex flex-wrap gap-1.5">
          {BACKGROUND_COLORS.map((color) => (
            <Swatch
              key={color}
              color={color}
              label={m.editors_backgroundColor({ color }, o)}
              selected={!value.is_gradient && value.background_color === color}
              onSelect={() => onChange({ ...value, background_color: color, is_gradient: false })}
            />
          ))}
        </div>
      </div>
      {withGradient && (
        <>
          <SwitchRow
            label={m.editors_gradient({}, o)}
            checked={value.is_gradient}
            onCheckedChange={(checked) => onChange({ ...value, is_gradient: checked })}
          />
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-gray-700">{m.editors_gradientPresets({}, o)}</p>
            <div className="grid grid-cols-2 gap-1.5">
              {GRADIENT_PRESETS.map((preset) => {
                const selected =
                  value.is_gradient &&
                  value.gradient.from === preset.from &&
                  value.gradient.via === preset.via &&
                  value.gradient.to === preset.to;
                return (
                  <button
                    key={preset.name}
                    type="button"
                    aria-pressed={selected}
                    onClick={() =>
                      onChange({
                        ...value,
                        is_gradient: true,
                        gradient: { from: preset.from, via: preset.via, to: preset.to },
                      })
                    }
                    className={cn(
                      "flex items-center gap-2 rounded border px-1.5 py-1 text-start text-xs outline-none focus-visible:ring-2 focus-visible:ring-sky-600",
                      selected ? "border-sky-700 bg-sky-50 font-semibold" : "border-gray-300 hover:bg-gray-50",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="h-4 w-6 shrink-0 rounded"
                      style={{ background: backgroundValue(null, true, preset) }}
                    />
                    {preset.name}
                  </button>
                );
              })}
            </div>
          </div>
          {value.is_gradient && (
            <fieldset className="space-y-1.5">
              <legend className="text-xs font-medium text-gray-700">{m.editors_customGradient({}, o)}</legend>
              {(["from", "via", "to"] as const).map((key) => (
                <div key={key} className="flex items-center gap-2">
                  <label htmlFor={`${selectId}-${key}`} className="min-w-8 text-xs text-gray-700">
                    {stopLabels[key]}
                  </label>
                  <select
                    id={`${selectId}-${key}`}
                    className="h-7 flex-1 rounded border border-gray-300 bg-white px-1 text-xs"
                    value={value.gradient[key] ?? ""}
                    onChange={(event) => stop(key, event.target.value || null)}
                  >
                    {key === "via" && <option value="">{m.editors_noneOption({}, o)}</option>}
                    {[...new Set([...(value.gradient[key] ? [value.gradient[key]!] : []), ...GRADIENT_COLORS])].map(
                      (color) => (
                        <option key={color} value={color}>
                          {color}
                        </option>
                      ),
                    )}
                  </select>
                  {key === "via" && !value.gradient.via && (
                    <Button variant="ghost" size="sm" onClick={() => stop("via", DEFAULT_GRADIENT_VIA)}>
                      {m.editors_addVia({}, o)}
                    </Button>
                  )}
                </div>
              ))}
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}

/** The section's background as CSS, for the live preview. */
export function previewBackground(value: BackgroundValue): string {
  return backgroundValue(value.background_color, value.is_gradient, value.gradient, "#ffffff");
}
