import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { emailProblem, signInProblem } from "../../../features/platform/shared/account-rules.ts";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { platformRequest } from "../../view-models/platform.server.ts";
import { FormError, PasswordField, TextField, linkClass, submitClass } from "./account-fields.tsx";
import { callPlatformApi, consoleTarget, cookieHeaders, field, readForm } from "./account-forms.server.ts";
import { AltchaCheck } from "./altcha-check.tsx";
import { useFocusOnError } from "./use-focus-on-error.ts";
import { knownText, metaLocale, rich } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/sign-in";

/**
 * Signing in to the platform (decision 062), back to `redirectTo` (a console page only). An
 * unconfirmed account is told so, with a way to have the link mailed again.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { account } = platformRequest(context);
  if (account) throw redirect(consoleTarget(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: m.platform_signInTitle({}, { locale: metaLocale(matches) }) }];
}

type Field = "email" | "password" | "altcha";
type Result = {
  intent: "sign-in" | "resend";
  email: string;
  error?: { message: string; field: Field | null };
  unconfirmed?: boolean;
  sent?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const locale = platformUiLocale(request, platformRequest(context));
  const translated = <T extends { message: string }>(problem: T): T => ({
    ...problem,
    message: knownText(problem.message, locale),
  });
  const form = await readForm(request);
  const email = field(form, "email").trim();
  if (field(form, "intent") === "resend") {
    const problem = emailProblem(email);
    if (problem) return data<Result>({ intent: "resend", email, unconfirmed: true, error: translated(problem) }, 400);
    const answer = await callPlatformApi<{ message: string }>(context, "/api/platform/confirmation", {
      email,
      altcha: field(form, "altcha"),
    });
    if (answer.ok) return data<Result>({ intent: "resend", email, sent: knownText(answer.data.message, locale) });
    const at = answer.field === "email" || answer.field === "altcha" ? answer.field : null;
    return data<Result>(
      { intent: "resend", email, unconfirmed: true, error: { message: knownText(answer.error, locale), field: at } },
      answer.status,
    );
  }
  const input = { email, password: field(form, "password") };
  const problem = signInProblem(input);
  if (problem) return data<Result>({ intent: "sign-in", email, error: translated(problem) }, 400);
  const answer = await callPlatformApi(context, "/api/platform/sign-in", input);
  if (answer.ok) {
    const target = consoleTarget(new URL(request.url).searchParams.get("redirectTo"));
    throw redirect(target, { status: 303, headers: cookieHeaders(answer.cookies) });
  }
  const unconfirmed = answer.code === "email_not_confirmed";
  const at = answer.field === "email" || answer.field === "password" ? answer.field : null;
  return data<Result>(
    {
      intent: "sign-in",
      email,
      unconfirmed,
      error: { message: knownText(answer.error, locale), field: unconfirmed ? null : at },
    },
    answer.status,
  );
}

export default function SignInPage() {
  const language = useUiLanguage();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const redirectTo = params.get("redirectTo");
  const signUp = `${CONSOLE_PATH}/sign-up${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`;
  const error = result?.error ?? null;
  const errorOf = (name: Field) => (error?.field === name ? error.message : null);
  useFocusOnError(result, error?.field ?? null);

  return (
    <section className="mx-auto max-w-md" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="text-2xl font-semibold tracking-tight">
        {m.platform_signInTitle({}, language)}
      </h1>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="intent" value="sign-in" />
        <FormError message={result?.intent === "sign-in" && error && error.field === null ? error.message : null} />
        <TextField
          name="email"
          label={m.platform_emailLabel({}, language)}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={result?.email ?? ""}
          error={result?.intent === "sign-in" ? errorOf("email") : null}
          autoFocus
        />
        <PasswordField
          name="password"
          label={m.platform_passwordLabel({}, language)}
          autoComplete="current-password"
          required
          maxLength={1024}
          error={result?.intent === "sign-in" ? errorOf("password") : null}
        />
        <button type="submit" className={submitClass} disabled={busy}>
          {busy && navigation.formData?.get("intent") === "sign-in"
            ? m.platform_signingIn({}, language)
            : m.platform_signIn({}, language)}
        </button>
        <p className="text-sm text-slate-700">
          {rich((slots) => m.platform_newToTessera(slots, language), {
            link: (
              <Link to={signUp} className={linkClass}>
                {m.platform_createYourAccount({}, language)}
              </Link>
            ),
          })}
        </p>
      </Form>
      {(result?.unconfirmed || result?.sent) && (
        <Form
          method="post"
          noValidate
          className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 className="text-lg font-semibold">{m.platform_resendTitle({}, language)}</h2>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={result.email} />
          {result.sent ? (
            <p
              role="status"
              className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
            >
              {result.sent}
            </p>
          ) : (
            <>
              <FormError
                message={result.intent === "resend" && error?.field !== "altcha" ? (error?.message ?? null) : null}
              />
              <p className="text-sm text-slate-700">
                {rich((slots) => m.platform_resendText(slots, language), { email: <strong>{result.email}</strong> })}
              </p>
              <AltchaCheck generation={result} error={result.intent === "resend" ? errorOf("altcha") : null} />
              <button type="submit" className={submitClass} disabled={busy}>
                {m.platform_sendNewLink({}, language)}
              </button>
            </>
          )}
        </Form>
      )}
      {!result && params.get("signed-out") === "1" && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {m.platform_signedOut({}, language)}
        </p>
      )}
    </section>
  );
}
