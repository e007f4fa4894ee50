import { Link, redirect } from "react-router";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { platformRequest } from "../../view-models/platform.server.ts";
import { linkClass } from "./account-fields.tsx";
import { callPlatformApi, cookieHeaders } from "./account-forms.server.ts";
import { knownText, metaLocale, rich } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/confirm";

/**
 * The mailed confirmation link (decision 062): confirms the address, signs in and goes on to
 * creating a site. A used, replaced or expired link says so, with the way forward.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = platformUiLocale(request, platformRequest(context));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const answer = await callPlatformApi(context, "/api/platform/confirm", { token: token.slice(0, 500) });
  if (answer.ok) throw redirect(`${CONSOLE_PATH}/new`, { headers: cookieHeaders(answer.cookies) });
  return {
    message: answer.status === 429 ? knownText(answer.error, locale) : m.platform_confirmLinkInvalid({}, ui(locale)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: m.platform_confirmPageTitle({}, { locale: metaLocale(matches) }) }];
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const language = useUiLanguage();
  return (
    <section className="mx-auto max-w-md space-y-4" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-2xl font-semibold tracking-tight">
        {m.platform_confirmTitle({}, language)}
      </h1>
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
        {loaderData.message}
      </p>
      <p className="text-slate-700">
        {rich((slots) => m.platform_confirmHint(slots, language), {
          link: (
            <Link to={`${CONSOLE_PATH}/sign-in`} className={linkClass}>
              {m.platform_signIn({}, language)}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
