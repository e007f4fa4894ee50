/**
 * One translatable field of a record in its editor (decision 069): the source-language input as the
 * editor renders it (`children`), a language switcher with a badge per site language (missing /
 * stale, from the saved states), and for the chosen language its input with the source text beside
 * it and "Mark as still correct" when stale. The translations are the record's `<field>_translation`
 * map `{ es: "…" }` and are saved with the record through the editor's own save.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Input, Label, Textarea } from "../ui/index.ts";
import { cn } from "../ui/cn.ts";
import { useUiLanguage } from "../ui/ui-language.tsx";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import {
  languageName,
  LanguageSwitcher,
  SourceBeside,
  StateBadge,
  useRootSite,
  type RecordTranslations,
} from "./translation-status.tsx";

/** The props a custom translation input receives (a rich-text editor per language, say). */
export type TranslationInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  "aria-describedby": string;
};

export type TranslatedFieldProps = {
  /** The field's label in the editor ("Heading name"): names the switcher, inputs and buttons. */
  label: string;
  /** The record's field name as the coverage API names it (`name`, `section_title`). */
  field: string;
  /** Today's source text (the draft's value), shown beside each translation. */
  source: string;
  /** The `<field>_translation` map. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  /** The record's saved states (`useRecordTranslations`); null for a new record or while loading. */
  record: RecordTranslations | null;
  /** The language to open and focus first (a link of the Translations page). */
  focusLocale?: string | null;
  /** The site's languages other than the default one, when the editor knows them better. */
  locales?: readonly string[];
  multiline?: boolean;
  maxLength?: number;
  /** A custom input for the chosen language (defaults to an input or a textarea). */
  renderInput?: (props: TranslationInputProps) => ReactNode;
  /**
   * When the chosen language's input is left: an editor that saves each field as it is left (a
   * metric's card) saves the translation then, as it does its source text.
   */
  onInputBlur?: () => void;
  /** The source-language input, rendered as the editor always did. */
  children?: ReactNode;
  className?: string;
};

/** A blank translation is a missing one: the key goes, so the saved map holds only real texts. */
export function withTranslation(value: Record<string, string>, locale: string, text: string): Record<string, string> {
  if (text.trim() !== "") return { ...value, [locale]: text };
  const { [locale]: _blank, ...rest } = value;
  return rest;
}

/** The site's languages other than the default one (the saved states' list when they are loaded). */
function useTranslationLocales(record: RecordTranslations | null, given: readonly string[] | undefined) {
  const root = useRootSite();
  const defaultLocale = record?.defaultLocale ?? root?.defaultLocale ?? "en";
  const site = given ?? record?.locales ?? root?.supportedLocales ?? [];
  return { defaultLocale, locales: site.filter((locale) => locale !== defaultLocale) };
}

export function TranslatedField({
  label,
  field,
  source,
  value,
  onChange,
  record,
  focusLocale = null,
  locales: given,
  multiline = false,
  maxLength,
  renderInput,
  onInputBlur,
  children,
  className,
}: TranslatedFieldProps) {
  const ui = useUiLanguage();
  const id = useId();
  const { defaultLocale, locales: site } = useTranslationLocales(record, given);
  // A translation saved in a language the site no longer offers stays reachable (to correct or clear it).
  const locales = [
    ...site,
    ...Object.keys(value).filter((locale) => !site.includes(locale) && locale !== defaultLocale),
  ];
  const states = record?.states[field];
  // Nothing opens by itself (the badges say where work is), except the language a link asks for.
  const [selected, setSelected] = useState<string | null>(focusLocale);
  // Focus follows a choice (a switcher click, or the Translations page's link once the input exists).
  const focusNext = useRef(focusLocale !== null);
  useEffect(() => {
    if (!focusNext.current || !selected) return;
    const input = document.getElementById(`${id}-${selected}`);
    if (!input) return;
    input.focus();
    input.scrollIntoView?.({ block: "nearest" });
    focusNext.current = false;
  });
  const choose = (locale: string) => {
    focusNext.current = true;
    setSelected(locale);
  };
  const inputId = selected ? `${id}-${selected}` : "";
  const state = selected ? states?.[selected] : undefined;
  const text = selected ? (value[selected] ?? "") : "";
  const setText = (next: string) => selected && onChange(withTranslation(value, selected, next));
  const inputLabel = selected ? m.fields_inLanguage({ field: label, language: languageName(selected) }, ui) : "";
  return (
    <div className={cn("space-y-1", className)} data-translated-field={field}>
      {children}
      <LanguageSwitcher locales={locales} states={states} selected={selected} onSelect={choose} />
      {selected && (
        <div className="space-y-1 rounded-md border border-gray-200 p-2">
          <Label htmlFor={inputId} className="flex items-center gap-2">
            {inputLabel}
            {state && <StateBadge state={state} />}
          </Label>
          {renderInput ? (
            renderInput({ id: inputId, value: text, onChange: setText, "aria-describedby": `${inputId}-source` })
          ) : multiline ? (
            <Textarea
              id={inputId}
              dir="auto"
              lang={selected}
              rows={3}
              value={text}
              maxLength={maxLength}
              showCount={false}
              aria-describedby={`${inputId}-source`}
              onChange={(event) => setText(event.target.value)}
              onBlur={onInputBlur}
            />
          ) : (
            <Input
              id={inputId}
              dir="auto"
              lang={selected}
              value={text}
              maxLength={maxLength}
              aria-describedby={`${inputId}-source`}
              onChange={(event) => setText(event.target.value)}
              onBlur={onInputBlur}
            />
          )}
          <div id={`${inputId}-source`}>
            <SourceBeside
              source={source}
              defaultLocale={defaultLocale}
              state={state}
              busy={record?.confirming ?? false}
              fieldLabel={label}
              locale={selected}
              onConfirm={() => record?.confirm(field, selected)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
