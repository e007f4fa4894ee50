import { createContext, useContext, useId, type Ref } from "react";
import { colorValue } from "../../../shared/style/palette.ts";
import {
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
} from "../../components/ui/index.ts";
import {
  FOOTER_TYPES,
  HEADER_TYPES,
  LOGO_HEIGHT_PX,
  LOGO_HEIGHTS,
  MENU_WIDTH_PX,
  MENU_WIDTHS,
  PALETTE,
  TYPE_LABELS,
  type FooterStyle,
  type Gradient,
  type HeaderStyle,
} from "./chrome-style.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/**
 * The form's field hooks (useEditorForm, decision 042): a field's message and the ref that lets a
 * submit or a 400 move the focus to it. Without a provider fields show no messages.
 */
export type StyleFields = { errorOf: (name: string) => string | undefined; fieldRef: (name: string) => Ref<never> };
export const StyleFieldsContext = createContext<StyleFields | null>(null);

/** The message of the field `name` (if any) and its `aria-*` attributes. */
function useFieldError(name: string | undefined, id: string) {
  const fields = useContext(StyleFieldsContext);
  const error = name ? fields?.errorOf(name) : undefined;
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  return { error, invalid };
}

/** The ref that lets the form focus the field `name`. */
function useFieldRef(name: string | undefined): Ref<never> | undefined {
  const fields = useContext(StyleFieldsContext);
  return name && fields ? fields.fieldRef(name) : undefined;
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
      {error}
    </p>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-sm border border-gray-300"
      style={{ background: colorValue(color, "transparent") }}
    />
  );
}

/** A palette colour (§3): white, black, and six families in shades 50 to 950. */
export function ColorSelect({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's name in the style (`background`, `gradient.from`): its message shows here. */
  name?: string;
}) {
  const id = useId();
  const { error, invalid } = useFieldError(name, id);
  const fieldRef = useFieldRef(name);
  const options = PALETTE.includes(value) ? PALETTE : [value, ...PALETTE];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} ref={fieldRef} {...invalid}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {options.map((color) => (
            <SelectItem key={color} value={color}>
              <span className="inline-flex items-center gap-2">
                <Swatch color={color} />
                {color}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

function OptionSelect<T extends string>({
  label,
  value,
  options,
  text,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
  name?: string;
}) {
  const id = useId();
  const { error, invalid } = useFieldError(name, id);
  const fieldRef = useFieldRef(name);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} ref={fieldRef} {...invalid}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {text(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The style type as a row of radio cards: the first thing a person picks. */
function TypePicker<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const o = useUiLanguage();
  const name = useId();
  const { error, invalid } = useFieldError("type", name);
  const fieldRef = useFieldRef("type");
  return (
    <fieldset className="space-y-1.5" {...invalid}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={
              "inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm " +
              (option === value ? "border-sky-700 bg-sky-50 font-medium text-sky-900" : "border-gray-300 text-gray-800")
            }
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              ref={option === value ? fieldRef : undefined}
              className="size-3.5 accent-sky-700"
            />
            {TYPE_LABELS[option]?.(o) ?? option}
          </label>
        ))}
      </div>
      <FieldMessage id={name} error={error} />
    </fieldset>
  );
}

function GradientFields({
  enabled,
  gradient,
  onEnabled,
  onGradient,
}: {
  enabled: boolean;
  gradient: Gradient;
  onEnabled: (value: boolean) => void;
  onGradient: (value: Gradient) => void;
}) {
  const o = useUiLanguage();
  const id = useId();
  return (
    <div className="space-y-3 sm:col-span-2">
      <div className="flex items-center gap-2">
        <Switch id={id} checked={enabled} onCheckedChange={onEnabled} />
        <Label htmlFor={id}>{m.editors_fieldGradientBackground({}, o)}</Label>
      </div>
      {enabled && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <ColorSelect
            label={m.editors_gradientFrom({}, o)}
            name="gradient.from"
            value={gradient.from}
            onChange={(from) => onGradient({ ...gradient, from })}
          />
          <ColorSelect
            label={m.editors_gradientVia({}, o)}
            name="gradient.via"
            value={gradient.via ?? gradient.from}
            onChange={(via) => onGradient({ ...gradient, via })}
          />
          <ColorSelect
            label={m.editors_gradientTo({}, o)}
            name="gradient.to"
            value={gradient.to}
            onChange={(to) => onGradient({ ...gradient, to })}
          />
        </div>
      )}
    </div>
  );
}

export function HeaderStyleForm({ style, onChange }: { style: HeaderStyle; onChange: (style: HeaderStyle) => void }) {
  const o = useUiLanguage();
  const set = <K extends keyof HeaderStyle>(key: K, value: HeaderStyle[K]) => onChange({ ...style, [key]: value });
  const textId = useId();
  return (
    <div className="space-y-4">
      <TypePicker
        legend={m.editors_headerStyle({}, o)}
        value={style.type}
        options={HEADER_TYPES}
        onChange={(v) => set("type", v)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ColorSelect
          label={m.editors_fieldBackgroundColour({}, o)}
          name="background"
          value={style.background}
          onChange={(v) => set("background", v)}
        />
        <ColorSelect
          label={m.editors_fieldTextColour({}, o)}
          name="color"
          value={style.color}
          onChange={(v) => set("color", v)}
        />
        <ColorSelect
          label={m.editors_fieldHoverColour({}, o)}
          name="color_hover"
          value={style.color_hover}
          onChange={(v) => set("color_hover", v)}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <OptionSelect
          label={m.editors_menuWidth({}, o)}
          name="menu_width"
          value={style.menu_width}
          options={MENU_WIDTHS}
          text={(w) => m.editors_sizePx({ size: w, px: MENU_WIDTH_PX[w] }, o)}
          onChange={(v) => set("menu_width", v)}
        />
        <OptionSelect
          label={m.editors_logoHeight({}, o)}
          name="logo_height"
          value={style.logo_height}
          options={LOGO_HEIGHTS}
          text={(h) =>
            h === "h-12"
              ? m.editors_sizePxDefault({ size: h, px: LOGO_HEIGHT_PX[h] }, o)
              : m.editors_sizePx({ size: h, px: LOGO_HEIGHT_PX[h] }, o)
          }
          onChange={(v) => set("logo_height", v)}
        />
        <div className="flex items-center gap-2 sm:col-span-2">
          <Switch
            id={textId}
            checked={style.menu_items_are_text}
            onCheckedChange={(v) => set("menu_items_are_text", v)}
          />
          <Label htmlFor={textId}>{m.editors_menuItemsAsTextLong({}, o)}</Label>
        </div>
        <GradientFields
          enabled={style.is_gradient}
          gradient={style.gradient}
          onEnabled={(v) => set("is_gradient", v)}
          onGradient={(v) => set("gradient", v)}
        />
      </div>
    </div>
  );
}

export function FooterStyleForm({ style, onChange }: { style: FooterStyle; onChange: (style: FooterStyle) => void }) {
  const o = useUiLanguage();
  const set = <K extends keyof FooterStyle>(key: K, value: FooterStyle[K]) => onChange({ ...style, [key]: value });
  return (
    <div className="space-y-4">
      <TypePicker
        legend={m.editors_footerStyle({}, o)}
        value={style.type}
        options={FOOTER_TYPES}
        onChange={(v) => set("type", v)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ColorSelect
          label={m.editors_fieldBackgroundColour({}, o)}
          name="background"
          value={style.background}
          onChange={(v) => set("background", v)}
        />
        <ColorSelect
          label={m.editors_fieldTextColour({}, o)}
          name="color"
          value={style.color}
          onChange={(v) => set("color", v)}
        />
        <ColorSelect
          label={m.editors_fieldHoverColour({}, o)}
          name="color_hover"
          value={style.color_hover}
          onChange={(v) => set("color_hover", v)}
        />
        <GradientFields
          enabled={style.is_gradient}
          gradient={style.gradient}
          onEnabled={(v) => set("is_gradient", v)}
          onGradient={(v) => set("gradient", v)}
        />
      </div>
    </div>
  );
}
