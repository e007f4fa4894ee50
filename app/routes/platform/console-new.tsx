import { useEffect, useId, useRef, useState } from "react";
import { Form, redirect, useLoaderData, useNavigation } from "react-router";
import {
  KNOWN_LOCALES,
  LOCALE_NAMES,
  MAX_SUPPORTED_LOCALES,
  textDirection,
  type Locale,
} from "../../../shared/i18n/locales.ts";
import { BUSINESS_TYPES } from "../../../shared/rules/settings.ts";
import { DEFAULT_LOOK, SITE_LOOKS } from "../../../features/platform/shared/looks.ts";
import {
  normalizeSlug,
  SLUG_MAX,
  SLUG_MIN,
  slugFromName,
  slugProblem,
} from "../../../features/platform/shared/slug-rules.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { requirePlatformAccount } from "../../view-models/platform.server.ts";
import { businessTypeName, formatNumber, knownText, lookLabel, metaLocale } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/console-new";

const NAME_MAX = 80;

/**
 * A refusal of the create-site API in the person's language: the texts it returns verbatim are
 * mapped; the field rules whose English names the allowed values get the field's own message.
 */
function createSiteError(error: string | undefined, field: string | undefined, locale: UiLocale): string {
  const option = ui(locale);
  if (!error) return m.platform_siteNotCreated({}, option);
  if (locale !== "en") {
    if (field === "name" && error.startsWith("The site's name must be"))
      return m.platform_siteNameInvalid({ max: formatNumber(NAME_MAX, locale) }, option);
    if (field === "business_type") return m.platform_chooseBusinessType({}, option);
    if (field === "locales" && error.startsWith("Choose 1"))
      return m.platform_chooseLanguages({ max: formatNumber(MAX_SUPPORTED_LOCALES, locale) }, option);
  }
  return knownText(error, locale);
}

/** Create a site (decision 063): the form, checked as it is typed; the API decides. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { platform, account } = requirePlatformAccount(request, context);
  return { sitesDomain: platform.services.env.SITES_DOMAIN, confirmed: account.emailVerified, email: account.email };
}

type Values = {
  name: string;
  slug: string;
  business_type: string;
  default_locale: string;
  locales: string[];
  look: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const form = await request.formData();
  const text = (key: string) => String(form.get(key) ?? "");
  const defaultLocale = text("default_locale");
  const values: Values = {
    name: text("name"),
    slug: text("slug"),
    business_type: text("business_type"),
    default_locale: defaultLocale,
    // The default language is always one of the site's.
    locales: [...new Set([defaultLocale, ...form.getAll("locales").map(String)])].filter(Boolean),
    look: text("look"),
  };
  const response = await platform.api("/api/platform/sites", { method: "POST", body: values });
  if (response.status === 201) {
    const { handoff_url } = (await response.json()) as { handoff_url: string };
    throw redirect(handoff_url);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; field?: string };
  const locale = platformUiLocale(request, platform);
  return { error: createSiteError(body.error, body.field, locale), field: body.field ?? null, values };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_createSitePageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

type Availability = { state: "idle" | "checking" | "available" | "unavailable"; message: string };

/** Asks the platform whether the address is free, a moment after the person stops typing. */
function useSlugAvailability(slug: string, locale: UiLocale): Availability {
  const [answer, setAnswer] = useState<{ slug: string; available: boolean; reason?: string } | null>(null);
  const problem = slug ? slugProblem(slug) : null;
  useEffect(() => {
    if (!slug || slugProblem(slug)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/platform/slug-available?slug=${encodeURIComponent(slug)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((response) => response.json() as Promise<{ available: boolean; reason?: string }>)
        .then((body) => setAnswer({ slug, ...body }))
        .catch(() => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);
  const option = ui(locale);
  if (!slug) return { state: "idle", message: "" };
  if (problem)
    return {
      state: "unavailable",
      message:
        problem === "reserved"
          ? m.platform_slugReserved({}, option)
          : m.platform_slugInvalid({ min: SLUG_MIN, max: SLUG_MAX }, option),
    };
  if (answer?.slug !== slug) return { state: "checking", message: m.platform_checkingAddress({}, option) };
  return answer.available
    ? { state: "available", message: m.platform_addressFree({}, option) }
    : {
        state: "unavailable",
        message: answer.reason ? knownText(answer.reason, locale) : m.platform_slugTaken({}, option),
      };
}

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-700 focus:outline-2 focus:outline-indigo-700 aria-[invalid=true]:border-rose-700";

export default function ConsoleNewSite({ actionData }: Route.ComponentProps) {
  const { sitesDomain, confirmed } = useLoaderData<typeof loader>();
  const language = useUiLanguage();
  const navigation = useNavigation();
  const sent = actionData?.values;
  const id = useId();
  const [name, setName] = useState(sent?.name ?? "");
  const [slug, setSlug] = useState(sent?.slug ?? "");
  const slugTouched = useRef(Boolean(sent?.slug));
  const [defaultLocale, setDefaultLocale] = useState<string>(sent?.default_locale ?? "en");
  const [locales, setLocales] = useState<string[]>(sent?.locales ?? ["en"]);
  const [look, setLook] = useState<string>(sent?.look ?? DEFAULT_LOOK);
  const availability = useSlugAvailability(normalizeSlug(slug), language.locale);
  const chosen = new Set([defaultLocale, ...locales]);
  const fieldError = (field: string) => (actionData?.field === field ? actionData.error : null);
  const nameTooLong = name.trim().length > NAME_MAX;

  if (!confirmed) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-6">
        <h1 className="text-2xl font-bold">{m.platform_confirmEmailFirstShort({}, language)}</h1>
        <p className="mt-2 text-slate-800">{m.platform_confirmEmailFirstText({}, language)}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{m.platform_createSite({}, language)}</h1>
      <p className="mt-1 text-slate-700">{m.platform_createSiteIntro({}, language)}</p>
      {actionData?.error && !actionData.field && (
        <p role="alert" className="mt-4 rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {actionData.error}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-8" noValidate>
        <div className="space-y-2">
          <label htmlFor={`${id}-name`} className="block font-semibold">
            {m.platform_siteNameLabel({}, language)}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={NAME_MAX + 20}
            autoComplete="organization"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (!slugTouched.current) setSlug(slugFromName(event.target.value));
            }}
            aria-invalid={nameTooLong || Boolean(fieldError("name"))}
            aria-describedby={`${id}-name-error`}
            className={inputClass}
          />
          <p id={`${id}-name-error`} className="text-sm text-rose-800">
            {nameTooLong
              ? m.platform_atMostChars({ max: formatNumber(NAME_MAX, language.locale) }, language)
              : fieldError("name")}
          </p>
        </div>

        <div className="space-y-2">
          <label htmlFor={`${id}-slug`} className="block font-semibold">
            {m.platform_addressLabel({}, language)}
          </label>
          <div className="flex items-stretch">
            <input
              id={`${id}-slug`}
              name="slug"
              required
              maxLength={SLUG_MAX}
              autoCapitalize="none"
              spellCheck={false}
              value={slug}
              onChange={(event) => {
                slugTouched.current = true;
                setSlug(event.target.value);
              }}
              aria-invalid={availability.state === "unavailable" || Boolean(fieldError("slug"))}
              aria-describedby={`${id}-slug-suffix ${id}-slug-status`}
              className={`${inputClass} rounded-e-none`}
            />
            <span
              id={`${id}-slug-suffix`}
              className="flex items-center rounded-e-md border border-s-0 border-slate-400 bg-slate-100 px-3 text-slate-700"
            >
              .{sitesDomain}
            </span>
          </div>
          <p
            id={`${id}-slug-status`}
            aria-live="polite"
            className={`min-h-5 text-sm ${availability.state === "available" ? "text-emerald-800" : availability.state === "unavailable" ? "text-rose-800" : "text-slate-700"}`}
          >
            {fieldError("slug") ?? availability.message}
          </p>
        </div>

        <div className="space-y-2">
          <label htmlFor={`${id}-type`} className="block font-semibold">
            {m.platform_kindOfBusiness({}, language)}
          </label>
          <select
            id={`${id}-type`}
            name="business_type"
            defaultValue={sent?.business_type ?? "services"}
            aria-describedby={`${id}-type-error`}
            className={inputClass}
          >
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {businessTypeName(type, language.locale)}
              </option>
            ))}
          </select>
          <p id={`${id}-type-error`} className="text-sm text-rose-800">
            {fieldError("business_type")}
          </p>
        </div>

        <fieldset className="space-y-3">
          <legend className="font-semibold">{m.platform_languages({}, language)}</legend>
          <div className="space-y-2">
            <label htmlFor={`${id}-default-locale`} className="block text-sm font-medium">
              {m.platform_mainLanguage({}, language)}
            </label>
            <select
              id={`${id}-default-locale`}
              name="default_locale"
              value={defaultLocale}
              onChange={(event) => setDefaultLocale(event.target.value)}
              className={`${inputClass} sm:max-w-xs`}
            >
              {KNOWN_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
          <p id={`${id}-locales-hint`} className="text-sm text-slate-700">
            {m.platform_localesHint(
              {
                max: formatNumber(MAX_SUPPORTED_LOCALES, language.locale),
                count: formatNumber(chosen.size, language.locale),
              },
              language,
            )}
          </p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-describedby={`${id}-locales-hint`}>
            {KNOWN_LOCALES.map((locale: Locale) => {
              const isDefault = locale === defaultLocale;
              const checked = chosen.has(locale);
              return (
                <li key={locale}>
                  <label className="flex items-center gap-2 rounded border border-slate-200 bg-white px-2 py-1.5 text-sm">
                    <input
                      type="checkbox"
                      name="locales"
                      value={locale}
                      checked={checked}
                      disabled={isDefault || (!checked && chosen.size >= MAX_SUPPORTED_LOCALES)}
                      onChange={(event) =>
                        setLocales((current) =>
                          event.target.checked ? [...current, locale] : current.filter((l) => l !== locale),
                        )
                      }
                      className="size-4 accent-indigo-700"
                    />
                    <span lang={locale} dir={textDirection(locale)}>
                      {LOCALE_NAMES[locale]}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-rose-800">{fieldError("locales") ?? fieldError("default_locale")}</p>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="font-semibold">{m.platform_look({}, language)}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {SITE_LOOKS.map((option) => (
              <label
                key={option.id}
                className={`block cursor-pointer rounded-lg border-2 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700 ${look === option.id ? "border-indigo-700" : "border-slate-200"}`}
              >
                <input
                  type="radio"
                  name="look"
                  value={option.id}
                  checked={look === option.id}
                  onChange={() => setLook(option.id)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="block overflow-hidden rounded border border-slate-200"
                  style={{
                    background: option.preview.background,
                    // The platform's pages do not load the sites' fonts: the fallback shows serif or sans.
                    fontFamily: `${option.preview.font}, ${option.preview.font === "Lora" ? "Georgia, serif" : "system-ui, sans-serif"}`,
                  }}
                >
                  <span className="block h-3" style={{ background: option.preview.primary }} />
                  <span className="block px-2 py-2">
                    <span className="block text-sm font-bold" style={{ color: option.preview.text }}>
                      {m.platform_lookSample({}, language)}
                    </span>
                    <span className="mt-1 flex items-center gap-1.5">
                      <span className="inline-block h-4 w-12 rounded" style={{ background: option.preview.primary }} />
                      <span
                        className="inline-block h-2 w-10 rounded"
                        style={{ background: option.preview.secondary }}
                      />
                    </span>
                  </span>
                  <span className="block h-2" style={{ background: option.preview.footer }} />
                </span>
                <span className="mt-2 block text-sm font-medium">
                  {lookLabel(option.id, option.label, language.locale)}
                </span>
              </label>
            ))}
          </div>
          <p className="text-sm text-rose-800">{fieldError("look")}</p>
        </fieldset>

        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-md bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {navigation.state === "submitting"
            ? m.platform_creatingSite({}, language)
            : m.platform_createSiteButton({}, language)}
        </button>
      </Form>
    </div>
  );
}
