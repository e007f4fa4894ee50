import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { api, unwrap } from "../../api-client/client.ts";
import { errorMessage } from "../../api-client/api-error.ts";
import { toast } from "../ui/toaster.tsx";
import { Button } from "../ui/button.tsx";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";

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

type RootLike = { site?: { organizationId?: number | null } } | undefined;

export const translationsQueryKey = (kind: string, record: string) => ["translations", kind, record] as const;

/** The record's translation states (null while loading, for a new record or outside a site). */
export function useRecordTranslations(kind: string, recordId: number | string | null): RecordTranslations | null {
  const root = useRouteLoaderData("root") as RootLike;
  const orgId = root?.site?.organizationId ?? null;
  const record = recordId === null ? "" : String(recordId);
  const queryClient = useQueryClient();
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
      toast.success("Marked as still correct");
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorMessage(error, "Could not mark the translation as still correct")),
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
  return (
    <span
      className={
        state === "stale"
          ? "rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-medium text-amber-900"
          : "rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-medium text-gray-800"
      }
    >
      {state === "stale" ? "Stale" : "Missing"}
    </span>
  );
}

/**
 * The language switcher of one translated field: a button per site language with its badge;
 * choosing one shows (or adds) that language's input.
 */
export function LanguageSwitcher({
  label,
  locales,
  states,
  selected,
  onSelect,
}: {
  label: string;
  locales: readonly string[];
  states: Record<string, TranslationBadge> | undefined;
  selected: string | null;
  onSelect: (locale: string) => void;
}) {
  if (locales.length === 0) return null;
  return (
    <div role="group" aria-label={`${label}: languages`} className="flex flex-wrap gap-1">
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
  return (
    <div className="rounded bg-gray-50 px-2 py-1 text-xs text-gray-700">
      <span className="font-medium">{languageName(defaultLocale)}:</span> {source || "—"}
      {state === "stale" ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-amber-900">
            The {languageName(defaultLocale)} text changed since this was translated.
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Mark as still correct: ${fieldLabel} (${languageName(locale)})`}
            onClick={onConfirm}
          >
            Mark as still correct
          </Button>
        </div>
      ) : null}
    </div>
  );
}
