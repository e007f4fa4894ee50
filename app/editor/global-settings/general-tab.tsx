/**
 * Global Settings' General and Hero Section tabs and the consent-record count (spec editing-tools
 * §2.8): the fields of `settings` in the spec's order (§3 "Organization settings"), each showing the
 * form's error under it (the API's own rules, shared/schemas/settings-schema.ts).
 */
import { ImageIcon } from "lucide-react";
import { useId, useState, type Ref } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { DEFAULT_LOCALES, LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { BUSINESS_TYPES } from "../../../shared/rules/settings.ts";
import { openEditor } from "../editor-requests.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { businessTypeName } from "../../routes/platform/platform-language.tsx";
import { generalLabel } from "./settings-errors.ts";
import { MediaPicker } from "../shared/media-picker.tsx";
import { isImageAddress, LOGO_ADDRESS_ERROR, type General, type Item } from "./settings-form.ts";
import type { Ui } from "./list-fields.ts";

/** The form's error at a field and the ref that lets a failed submit move the focus there. */
export type FieldErrors = {
  errorOf: (name: string) => string | undefined;
  fieldRef: (name: string) => Ref<HTMLElement>;
};

/** The message under a field, tied to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

const SUPPORTED = DEFAULT_LOCALES;

export function GeneralTab({
  general,
  onChange,
  errors,
}: {
  general: General;
  onChange: (field: keyof General, value: General[keyof General], group?: string) => void;
  errors: FieldErrors;
}) {
  const { errorOf, fieldRef } = errors;
  const ui = useUiLanguage();
  const invalid = (field: keyof General) => {
    const message = errorOf(`general.${field}`);
    return {
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `general-${field}-error` : undefined,
      "data-field": `general.${field}`,
    } as const;
  };
  const error = (field: keyof General) => (
    <FieldError id={`general-${field}-error`} message={errorOf(`general.${field}`)} />
  );
  const text = (field: "name" | "base_url" | "base_url_local" | "font_family", max: number) => (
    <div className="space-y-1.5">
      <Label htmlFor={`general-${field}`}>{generalLabel(field, ui)}</Label>
      <Input
        id={`general-${field}`}
        ref={fieldRef(`general.${field}`) as Ref<HTMLInputElement>}
        value={general[field]}
        maxLength={max}
        {...invalid(field)}
        onChange={(event) => onChange(field, event.target.value, field)}
      />
      {error(field)}
    </div>
  );
  const select = (field: "type" | "language", options: { value: string; label: string }[]) => (
    <div className="space-y-1.5">
      <Label htmlFor={`general-${field}`}>{generalLabel(field, ui)}</Label>
      <Select value={general[field]} onValueChange={(value) => onChange(field, value)}>
        <SelectTrigger
          id={`general-${field}`}
          ref={fieldRef(`general.${field}`) as Ref<HTMLButtonElement>}
          className="w-full"
          {...invalid(field)}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error(field)}
    </div>
  );
  // The spec's order of the settings (editing-tools §3): name, addresses, type, font, languages, logo.
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("name", 200)}
      {text("base_url", 500)}
      {text("base_url_local", 500)}
      {select(
        "type",
        BUSINESS_TYPES.map((type) => ({ value: type, label: businessTypeName(type, ui.locale) })),
      )}
      {text("font_family", 80)}
      <fieldset className="space-y-2 sm:col-span-2" aria-describedby={invalid("supported_locales")["aria-describedby"]}>
        <legend className="text-sm font-medium text-gray-900">{generalLabel("supported_locales", ui)}</legend>
        <div className="flex flex-wrap gap-3">
          {SUPPORTED.map((locale, index) => {
            const checked = general.supported_locales.includes(locale);
            return (
              <label key={locale} className="flex items-center gap-1.5 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-4 accent-sky-700"
                  ref={index === 0 ? (fieldRef("general.supported_locales") as Ref<HTMLInputElement>) : undefined}
                  data-field={index === 0 ? "general.supported_locales" : undefined}
                  checked={checked}
                  disabled={checked && general.supported_locales.length === 1}
                  onChange={() =>
                    onChange(
                      "supported_locales",
                      checked
                        ? general.supported_locales.filter((entry) => entry !== locale)
                        : SUPPORTED.filter((entry) => entry === locale || general.supported_locales.includes(entry)),
                    )
                  }
                />
                {LOCALE_NAMES[locale]}
              </label>
            );
          })}
        </div>
        {error("supported_locales")}
      </fieldset>
      {select(
        "language",
        general.supported_locales.map((locale) => ({
          value: locale,
          label: LOCALE_NAMES[locale as keyof typeof LOCALE_NAMES] ?? locale,
        })),
      )}
      <LogoField
        value={general.logo}
        onChange={(value) => onChange("logo", value, "logo")}
        error={errorOf("general.logo")}
        inputRef={fieldRef("general.logo") as Ref<HTMLInputElement>}
      />
    </div>
  );
}

/**
 * The site logo (settings.logo, shown in every page's header): an address typed in, or an image of
 * the organization's gallery. Empty means the platform's default logo.
 */
function LogoField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [picking, setPicking] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const address = value.trim();
  const valid = isImageAddress(value) && !error;
  const hintId = useId();
  const ui = useUiLanguage();
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <Label htmlFor="general-logo">{generalLabel("logo", ui)}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className="flex h-12 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-gray-50"
          data-testid="logo-preview"
        >
          {address && valid && broken !== address ? (
            <img
              src={address}
              alt={m.editors_gsLogoPreview({}, ui)}
              className="max-h-10 max-w-22 object-contain"
              onError={() => setBroken(address)}
            />
          ) : (
            <ImageIcon aria-hidden className="size-5 text-gray-400" />
          )}
        </div>
        <Input
          id="general-logo"
          ref={inputRef}
          data-field="general.logo"
          type="text"
          inputMode="url"
          className="min-w-48 flex-1"
          placeholder={m.editors_gsLogoPlaceholder({}, ui)}
          value={value}
          maxLength={2048}
          aria-invalid={!valid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={() => setPicking(true)}>
          {m.fields_secChooseFromGallery({}, ui)}
        </Button>
      </div>
      <p id={hintId} className={valid ? "text-xs text-gray-600" : "text-xs font-medium text-red-700"}>
        {valid ? m.editors_gsLogoHint({}, ui) : (error ?? LOGO_ADDRESS_ERROR(ui))}
      </p>
      {picking && (
        <MediaPicker
          title={m.editors_gsChooseLogo({}, ui)}
          onClose={() => setPicking(false)}
          onPick={(choice) => {
            onChange(choice.url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * The home page's hero, read here; the hero editor edits it (its live preview needs the page). Opening
 * it replaces this dialog, so it waits until the changes here are saved or undone.
 */
const HERO_FIELDS = [
  ["name", (o: Ui) => m.editors_fieldName({}, o)],
  ["title", (o: Ui) => m.editors_fieldTitle({}, o)],
  ["description", (o: Ui) => m.editors_fieldDescription({}, o)],
  ["button", (o: Ui) => m.editors_gsHeroButton({}, o)],
] as const;

export function HeroTab({ hero, dirty }: { hero: Record<string, unknown> | null; dirty: boolean }) {
  const ui = useUiLanguage();
  const open = () =>
    openEditor(
      typeof hero?.id === "number" ? { kind: "hero", mode: "edit", id: hero.id } : { kind: "hero", mode: "create" },
    );
  return (
    <div className="space-y-3">
      {hero ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {HERO_FIELDS.map(([field, label]) => (
            <div key={field}>
              <dt className="font-medium text-gray-900">{label(ui)}</dt>
              <dd className="text-gray-700">{String(hero[field] ?? "") || m.editors_empty({}, ui)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-600">
          {m.editors_gsNoHero({}, ui)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={dirty} onClick={open}>
          {hero ? m.editors_gsEditHero({}, ui) : m.editors_gsCreateHero({}, ui)}
        </Button>
        {dirty && <span className="text-xs text-gray-600">{m.editors_gsSaveFirst({}, ui)}</span>}
      </div>
    </div>
  );
}

/** How many visitors' choices are on record (the latest 100 are loaded): proof of consent, read only. */
export function ConsentRecords({ records }: { records: Item[] }) {
  const ui = useUiLanguage();
  const count = new Intl.NumberFormat(ui.locale).format(records.length);
  return (
    <p className="text-sm text-gray-700">
      {records.length === 100
        ? m.editors_gsConsentRecordsLatest({ count }, ui)
        : m.editors_gsConsentRecords({ count }, ui)}
    </p>
  );
}
