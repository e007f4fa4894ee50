import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { api, unwrap } from "../../api-client/client.ts";
import { errorMessage } from "../../api-client/api-error.ts";
import { toast } from "../ui/toaster.tsx";
import { Button } from "../ui/button.tsx";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../ui/ui-language.tsx";

/**
 * Translation states in the editors (decision 069): which of a record's fields are missing or
 * stale per language, as saved, and "Mark as still correct" for a stale one. One query per record
 * (`GET /api/organizations/{orgId}/translations?kind=&record=`), refreshed after a confirmation.
 */

export type TranslationBadge = "missing" | "stale";

/** The states of one record's fields: `states[field][locale]`, and the site's other languages. */
export type RecordTranslations = {
  defaultLocale: string;
  locales: string[];
  states: Record<string, Record<string, TranslationBadge>>;
  confirm: (field: string, locale: string) => void;
  confirming: boolean;
};

type RootSite = { organizationId?: number | null; defaultLocale?: string; supportedLocales?: readonly string[] };

/**
 * The site of the root loader, or undefined outside a data router: an editor rendered on its own
 * (a component test, a story) then simply has no saved states, instead of throwing.
 */
export function useRootSite(): RootSite | undefined {
  const state = useContext(UNSAFE_DataRouterDataContext);
  return (state?.loaderData.root as { site?: RootSite } | undefined)?.site;
}

export const translationsQueryKey = (kind: string, record: string) => ["translations", kind, record] as const;

/** The record's translation states (null while loading, for a new record or outside a site). */
export function useRecordTranslations(kind: string, recordId: number | string | null): RecordTranslations | null {
  const orgId = useRootSite()?.organizationId || null;
  const record = recordId === null ? "" : String(recordId);
  const queryClient = useQueryClient();
  const ui = useUiLanguage();
  const key = translationsQueryKey(kind, record);
  const query = useQuery({
    queryKey: key,
    enabled: orgId !== null && record !== "",
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/organizations/{orgId}/translations", {
          params: { path: { orgId: orgId! }, query: { kind, record } },
          signal,
        }),
      ),
    staleTime: 0,
  });
  const confirm = useMutation({
    mutationFn: ({ field, locale }: { field: string; locale: string }) =>
      unwrap(
        api.POST("/organizations/{orgId}/translations/confirm", {
          params: { path: { orgId: orgId! } },
          body: { kind, id: record, field, locale },
        }),
      ),
    onSuccess: () => {
      toast.success(m.fields_markedStillCorrect({}, ui));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorMessage(error, m.fields_markFailed({}, ui), ui)),
  });
  if (!query.data) return null;
  const states: RecordTranslations["states"] = {};
  for (const item of query.data.items) (states[item.field] ??= {})[item.locale] = item.state;
  return {
    defaultLocale: query.data.defaultLocale,
    locales: query.data.locales.map((figure) => figure.locale),
    states,
    confirm: (field, locale) => confirm.mutate({ field, locale }),
    confirming: confirm.isPending,
  };
}

export const languageName = (locale: string) => LOCALE_NAMES[locale as keyof typeof LOCALE_NAMES] ?? locale;

/** A small badge: "Missing" or "Stale". */
export function StateBadge({ state }: { state: TranslationBadge }) {
  const ui = useUiLanguage();
  return (
    <span
      className={
        state === "stale"
          ? "rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-medium text-amber-900"
          : "rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-gray-800"
      }
    >
      {state === "stale" ? m.fields_stateStale({}, ui) : m.fields_stateMissing({}, ui)}
    </span>
  );
}

/**
 * The language switcher of one translated field: a button per site language with its badge;
 * choosing one shows (or adds) that language's input.
 */
export function LanguageSwitcher({
  locales,
  states,
  selected,
  onSelect,
}: {
  locales: readonly string[];
  states: Record<string, TranslationBadge> | undefined;
  selected: string | null;
  onSelect: (locale: string) => void;
}) {
  const ui = useUiLanguage();
  if (locales.length === 0) return null;
  return (
    // Named "Translations", not after the field: the field's own label stays unique on the page.
    <div role="group" aria-label={m.fields_translations({}, ui)} className="flex flex-wrap gap-1">
      {locales.map((locale) => {
        const state = states?.[locale];
        return (
          <button
            key={locale}
            type="button"
            aria-pressed={selected === locale}
            onClick={() => onSelect(locale)}
            className="inline-flex items-center gap-1 rounded border border-gray-300 bg-white px-2 py-0.5 text-xs text-gray-800 hover:border-primary aria-pressed:border-primary aria-pressed:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {locale.toUpperCase()}
            <span className="sr-only"> ({languageName(locale)})</span>
            {state ? <StateBadge state={state} /> : null}
          </button>
        );
      })}
    </div>
  );
}

/** The source text beside a translation, and "Mark as still correct" when the translation is stale. */
export function SourceBeside({
  source,
  defaultLocale,
  state,
  onConfirm,
  busy,
  fieldLabel,
  locale,
}: {
  source: string;
  defaultLocale: string;
  state: TranslationBadge | undefined;
  onConfirm: () => void;
  busy: boolean;
  fieldLabel: string;
  locale: string;
}) {
  const ui = useUiLanguage();
  return (
    <div className="rounded bg-gray-50 px-2 py-1 text-xs text-gray-700">
      <span className="font-medium">{m.fields_sourceLabel({ language: languageName(defaultLocale) }, ui)}</span>{" "}
      <span dir="auto">{source || "—"}</span>
      {state === "stale" ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-amber-900">
            {m.fields_sourceChanged({ language: languageName(defaultLocale) }, ui)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={m.fields_markStillCorrectOf({ field: fieldLabel, language: languageName(locale) }, ui)}
            onClick={onConfirm}
          >
            {m.fields_markStillCorrect({}, ui)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
