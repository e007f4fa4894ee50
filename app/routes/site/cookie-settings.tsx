import { data, useActionData, useLoaderData, type MetaDescriptor } from "react-router";
import { ConsentSettingsForm } from "../../components/cookie-consent/consent-without-scripts.tsx";
import { SETTINGS_MESSAGES, settingsLabels } from "../../components/cookie-consent/settings-texts.ts";
import type { Route } from "./+types/cookie-settings";
import { consentAction, loadConsentCategories, localReturnPath } from "./consent-action.server.ts";
import { fixedPageRequest } from "./content-request.server.ts";

const COOKIE_SETTINGS_PATH = "/cookie-settings";

/**
 * `/cookie-settings`: the cookie settings dialog as a page, for browsers without scripts (their
 * banner's Settings link leads here; decision 055). `?back=` names the page to return to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = fixedPageRequest(request, context, [COOKIE_SETTINGS_PATH]);
  const categories = await loadConsentCategories(context, locale);
  return data(
    {
      categories,
      labels: settingsLabels(locale),
      back: localReturnPath(url.searchParams.get("back") ?? "/"),
    },
    categories ? undefined : { status: 503 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  fixedPageRequest(request, context, [COOKIE_SETTINGS_PATH]);
  return consentAction({ request, context });
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  // Without data (an error page) the error's own title in the page's language stands.
  return [...(loaderData ? [{ title: loaderData.labels.title }] : []), { name: "robots", content: "noindex" }];
}

export default function CookieSettingsPage() {
  const { categories, labels, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{labels.title}</h1>
      <p className="mt-2 text-gray-700">{labels.description}</p>
      {categories ? (
        <ConsentSettingsForm
          categories={categories}
          labels={labels}
          back={back}
          error={result && "error" in result ? result.error : null}
        />
      ) : (
        <p role="alert" className="mt-6 text-red-700">
          {SETTINGS_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
