/**
 * The hero editor's toolbar parts: a labelled popover per group and the small fields inside
 * (palette colour, text size, gradient, translations). Built from the UI kit.
 */
import { ChevronDown, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import {
  Button,
  Input,
  Label,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
} from "../../components/ui/index.ts";
import { colorValue } from "../../../shared/style/palette.ts";
import type { Gradient } from "../../../shared/i18n/types.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

const FAMILIES = [
  "gray",
  "slate",
  "neutral",
  "red",
  "orange",
  "amber",
  "yellow",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
];
const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];
/** Palette names an editor may pick (stored as names; the page maps them to CSS values). */
export const PALETTE = ["white", "black", ...FAMILIES.flatMap((family) => SHADES.map((shade) => `${family}-${shade}`))];

function Swatch({ color }: { color: string }) {
  const value = color.startsWith("#") ? color : colorValue(color, "transparent");
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded border border-gray-300"
      style={{ background: value }}
    />
  );
}

/** One toolbar group: a button that opens its controls in a popover. */
export function ToolbarGroup({
  label,
  icon,
  children,
  open,
  onOpenChange,
  wide = false,
}: {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wide?: boolean;
}) {
  const ui = useUiLanguage();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" aria-expanded={open} data-hero-toolbar={label}>
          {icon}
          {label}
          <ChevronDown aria-hidden="true" className="size-3 opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={m.editors_heroPopoverLabel({ label }, ui)}
        className={wide ? "w-[22rem] space-y-3" : "w-72 space-y-3"}
      >
        <p className="text-sm font-semibold text-gray-900">{label}</p>
        {children}
      </PopoverContent>
    </Popover>
  );
}

export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const options = PALETTE.includes(value) ? PALETTE : [value, ...PALETTE];
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          {/* The chosen item's content (swatch and name) shows here. */}
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              <span className="flex items-center gap-2">
                <Swatch color={option} />
                {option}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  // A dragged px size is not in the list: show it as its own choice.
  const list = options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {list.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isFinite(next)) onChange(Math.min(max, Math.max(min, Math.round(next))));
        }}
      />
    </div>
  );
}

/** Gradient from, optional via, to. */
export function GradientFields({
  gradient,
  onChange,
  label,
}: {
  gradient: Gradient;
  onChange: (gradient: Gradient) => void;
  label: string;
}) {
  const ui = useUiLanguage();
  const hasVia = Boolean(gradient.via);
  return (
    <fieldset className="space-y-2 rounded-md border border-gray-200 p-2">
      <legend className="px-1 text-xs font-medium text-gray-700">{label}</legend>
      <ColorField
        label={m.fields_secFrom({}, ui)}
        value={gradient.from}
        onChange={(from) => onChange({ ...gradient, from })}
      />
      {hasVia ? (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <ColorField
              label={m.fields_secVia({}, ui)}
              value={gradient.via!}
              onChange={(via) => onChange({ ...gradient, via })}
            />
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.fields_secRemoveVia({}, ui)}
            onClick={() => onChange({ ...gradient, via: null })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button variant="link" size="sm" onClick={() => onChange({ ...gradient, via: "purple-400" })}>
          {m.fields_secAddVia({}, ui)}
        </Button>
      )}
      <ColorField label={m.fields_secTo({}, ui)} value={gradient.to} onChange={(to) => onChange({ ...gradient, to })} />
    </fieldset>
  );
}
