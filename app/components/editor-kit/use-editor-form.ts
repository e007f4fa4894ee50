/**
 * An editor's form on react-hook-form (decision 042): the record editor's draft is the form's
 * values, checked with the same Zod schema the API uses (shared/…-schema.ts). Errors appear at their
 * field, with the schema's messages, after the first submit or once that field was changed (an
 * untouched new form shows none); a submit with errors moves the focus to the first of them; a 400
 * from the API naming a field lands on that field the same way.
 */
import { toNestErrors } from "@hookform/resolvers";
import { useCallback, useEffect, useMemo, useRef } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import type { ZodType } from "zod";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { issueText } from "../../../shared/i18n/validation-text.ts";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { sameValue } from "./merge.ts";
import type { RecordEditor } from "./use-record-editor.ts";

export type EditorFormOptions = {
  /** The form field a field named by the API is (`meta_description` → `metaDescription`); default: the same. */
  fieldName?: (apiField: string) => string;
};

export function useEditorForm<T extends FieldValues, R>(
  editor: RecordEditor<T, R>,
  schema: ZodType,
  options: EditorFormOptions = {},
) {
  const { fieldName } = options;
  const { locale } = useUiLanguage();
  const resolver = useMemo(() => localizedZodResolver<T>(schema, { locale }), [schema, locale]);
  const form = useForm<T>({
    values: editor.draft,
    resolver,
    mode: "onSubmit",
    shouldFocusError: true,
    // The draft changes on every keystroke: keep what the form knows about errors and submits.
    resetOptions: { keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true, keepTouched: true },
  });
  const { trigger, formState, setError, handleSubmit, setFocus } = form;

  // A field the person changed is checked again at once (all of them after the first submit).
  const previous = useRef(editor.draft);
  useEffect(() => {
    const before = previous.current;
    previous.current = editor.draft;
    if (before === editor.draft) return;
    if (formState.isSubmitted) {
      void trigger();
      return;
    }
    const changed = Object.keys(editor.draft).filter((key) => !sameValue(before[key], editor.draft[key]));
    const checked = changed.filter((key) => key in ((schema as { shape?: object }).shape ?? {}));
    if (checked.length) void trigger(checked as Path<T>[]);
  }, [editor.draft, formState.isSubmitted, trigger, schema]);

  const submit = useCallback(
    () =>
      handleSubmit(async () => {
        await editor.save({
          onFieldError: (apiField, message) => {
            const field = fieldName ? fieldName(apiField) : apiField;
            setError(field as Path<T>, { type: "server", message });
            try {
              setFocus(field as Path<T>);
            } catch {
              // A field without a focusable element: the message still shows.
            }
          },
        });
      })(),
    [handleSubmit, editor, setError, setFocus, fieldName],
  );

  /** The message at a field (`"title"`, `"button_style.url"`), if any. */
  const errorOf = (name: string): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;

  /** Lets the form move the focus to this field's element (use as the element's ref). */
  const fieldRef = (name: string) => form.register(name as Path<T>).ref;

  return { form, submit, errorOf, fieldRef, hasErrors: Object.keys(formState.errors).length > 0 };
}

/** What a small form's submit did: saved (the form is cleared), failed (its toast shown), or a field's message. */
export type BoxFormOutcome = boolean | { field: string; message: string };

/**
 * A small form that is not a record (the menu's new-item and new-submenu boxes): react-hook-form
 * with the API's own Zod schema, its messages at their field after a submit, the focus on the first.
 * A submit whose only problems are `quiet` ones does nothing and shows nothing (spec §5: a blank
 * menu name). `onValid` gets the schema's parsed values; a 400 it answers as `{ field, message }`
 * lands on that field, focused.
 */
export function useBoxForm<T extends FieldValues>(
  schema: ZodType,
  defaultValues: DefaultValues<T>,
  onValid: (values: T) => Promise<BoxFormOutcome>,
  quiet: (message: string) => boolean = () => false,
) {
  const silenced = useRef(false);
  const { locale } = useUiLanguage();
  const resolver = useCallback<Resolver<T>>(
    async (values, context, options) => {
      // Quiet is decided on the schema's own (English) message, before it is worded for the person.
      let quieted = 0;
      const shown = (issue: { message: string }) => (quiet(issue.message) ? (quieted++, false) : true);
      const result = await localizedZodResolver<T>(schema, { locale }, shown)(values, context, options);
      silenced.current = quieted > 0 && Object.keys(result.errors).length === 0;
      if (silenced.current) return { values: {} as T, errors: {} };
      return result;
    },
    [schema, quiet, locale],
  );
  const form = useForm<T>({ defaultValues, resolver, mode: "onSubmit", shouldFocusError: true });
  const { handleSubmit, setError, setFocus, reset, formState } = form;
  const submit = () =>
    handleSubmit(async (values) => {
      if (silenced.current) return;
      const outcome = await onValid(values);
      if (outcome === true) reset(defaultValues);
      else if (outcome !== false) {
        setError(outcome.field as Path<T>, { type: "server", message: outcome.message });
        setFocus(outcome.field as Path<T>);
      }
    })();
  const errorOf = (name: string): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return { form, submit, errorOf, submitting: formState.isSubmitting };
}

/**
 * react-hook-form's resolver over a Zod schema whose messages are in the person's language: each
 * issue's code and parameters through the catalogue (decision 082), the schema's English message in
 * English and for a rule of its own. The first issue of each field is the one shown.
 */
export function localizedZodResolver<T extends FieldValues>(
  schema: ZodType,
  o: { locale: UiLocale },
  /** Which issues to show (default: all). */
  shown: (issue: { message: string }) => boolean = () => true,
): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues.filter(shown)) {
      const path = issue.path.join(".");
      // A union's problem is told by the member that came closest (fewest issues), as zodResolver does.
      const closest =
        issue.code === "invalid_union" && issue.errors.length
          ? issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best))[0]
          : undefined;
      const reported = closest ?? issue;
      errors[path] ??= { type: reported.code, message: issueText(reported, o) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
