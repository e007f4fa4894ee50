import { data, useActionData, useLoaderData } from "react-router";
import { ChangePasswordForm } from "../../components/account/change-password-form.tsx";
import { SessionButtons } from "../../components/account/session-buttons.tsx";
import { useAccountLabels } from "../../components/account/account-labels.ts";
import { useDateTime } from "../../components/use-date-time.ts";
import { getAccount } from "../../view-models/auth.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import { fixedPageRequest } from "../site/content-request.server.ts";
import { localizePath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/account";
import { changePasswordProblem, type ChangePasswordResult } from "../../components/account/change-password-form.tsx";
import type { OkAnswer } from "../../browser/auth-client.ts";
import { callApi, field, readForm, refusalStatus } from "../../view-models/form-actions.server.ts";
import { UiLanguageForm, type UiLanguageResult } from "../../components/account/ui-language-form.tsx";
import { isUiLocale } from "../../../shared/i18n/ui-locales.ts";
import { TimeZoneForm, type TimeZoneResult } from "../../components/account/time-zone-form.tsx";

/** /account and /account/profile (the target after registration): who you are, password, sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Also routed under a language prefix: only the site's own languages (decision 016).
  const { locale } = fixedPageRequest(request, context, ["/account", "/account/profile"]);
  const account = await getAccount(request, context);
  const { tenant } = siteRequest(request, context);
  return {
    siteName: tenant.name,
    pageLocale: locale,
    uiLocale: isUiLocale(account.uiLocale) ? account.uiLocale : null,
    timeZone: account.timeZone,
    ticketsHref: localizePath("/account/profile/tickets", locale, tenant.settings),
    account: {
      name: account.name,
      username: account.username,
      email: account.email,
      memberSince: account.createdAt,
      organizations: account.organizations.map((org) => ({ ...org, current: org.id === tenant.id })),
    },
  };
}

/** The password change posted before or without scripts: the same rules and endpoint (decision 055). */
export async function action({ request, context }: Route.ActionArgs) {
  fixedPageRequest(request, context, ["/account", "/account/profile"]);
  const form = await readForm(request);
  if (field(form, "intent") === "time-zone") {
    const chosen = field(form, "timeZone");
    const { result } = await callApi<OkAnswer>(
      context,
      "/api/account/time-zone",
      { timeZone: chosen === "" ? null : chosen },
      "PUT",
    );
    return data<TimeZoneResult>({ timeZone: result.ok ? "saved" : "failed" }, result.ok ? 200 : refusalStatus(result));
  }
  if (field(form, "intent") === "ui-language") {
    const chosen = field(form, "uiLocale");
    const { result } = await callApi<OkAnswer>(
      context,
      "/api/account/ui-language",
      { uiLocale: chosen === "" ? null : chosen },
      "PUT",
    );
    return data<UiLanguageResult>(
      { uiLanguage: result.ok ? "saved" : "failed" },
      result.ok ? 200 : refusalStatus(result),
    );
  }
  const values = {
    current: field(form, "currentPassword"),
    password: field(form, "newPassword"),
    confirm: field(form, "confirmPassword"),
  };
  const problem = changePasswordProblem(values);
  if (problem) return data<ChangePasswordResult>({ problem }, 400);
  const { result } = await callApi<OkAnswer>(context, "/api/account/password", {
    currentPassword: values.current,
    newPassword: values.password,
  });
  if (result.ok) return data<ChangePasswordResult>({ done: true });
  return data<ChangePasswordResult>({ failure: result }, refusalStatus(result));
}

// Personal data: no shared cache may keep it, and the browser must not store it either.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountPage() {
  const { account, siteName, ticketsHref, pageLocale, uiLocale, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useAccountLabels();
  // The page's language, the person's zone (decision 080), else the browser's.
  const when = useDateTime({ locale: pageLocale, timeZone });
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <title>{`${t.title} | ${siteName}`}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{t.title}</h1>

      <section aria-labelledby="profile-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="profile-title" className="mb-4 text-lg font-semibold text-gray-900">
          {t.profile}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-gray-500">{t.name}</dt>
          <dd className="text-gray-900">{account.name || "—"}</dd>
          <dt className="text-sm font-medium text-gray-500">{t.username}</dt>
          <dd className="text-gray-900">{account.username ?? "—"}</dd>
          <dt className="text-sm font-medium text-gray-500">{t.email}</dt>
          <dd className="break-all text-gray-900">{account.email}</dd>
          {account.memberSince && (
            <>
              <dt className="text-sm font-medium text-gray-500">{t.memberSince}</dt>
              <dd className="text-gray-900">
                <time dateTime={account.memberSince}>{when(account.memberSince, "date")}</time>
              </dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="orgs-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="orgs-title" className="mb-4 text-lg font-semibold text-gray-900">
          {t.organizations}
        </h2>
        {account.organizations.length === 0 ? (
          <p className="text-gray-600">{t.noOrganizations}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {account.organizations.map((org) => (
              <li key={org.id} className="flex items-center justify-between py-2">
                <span className="text-gray-900">
                  {org.name}
                  {org.current && <span className="ms-2 text-sm text-gray-500">{t.thisSite}</span>}
                </span>
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium text-gray-700">
                  {org.role === "admin" ? t.roleAdmin : t.roleUser}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tickets-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="tickets-title" className="mb-2 text-lg font-semibold text-gray-900">
          {t.supportTickets}
        </h2>
        <p className="mb-4 text-gray-700">{t.supportTicketsHint}</p>
        <a
          href={ticketsHref}
          data-account-tickets=""
          className="inline-flex items-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t.supportTickets}
        </a>
      </section>

      <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <UiLanguageForm
          chosen={uiLocale}
          pageLocale={pageLocale}
          result={result && "uiLanguage" in result ? result : undefined}
        />
      </section>

      <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <TimeZoneForm
          chosen={timeZone}
          pageLocale={pageLocale}
          result={result && "timeZone" in result ? result : undefined}
        />
      </section>

      <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm
          accountEmail={account.email}
          result={result && ("uiLanguage" in result || "timeZone" in result) ? undefined : result}
        />
      </section>

      <section aria-labelledby="sessions-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="sessions-title" className="mb-4 text-lg font-semibold text-gray-900">
          {t.sessions}
        </h2>
        <SessionButtons />
      </section>
    </div>
  );
}
