import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { useFocusOnError } from "./use-focus-on-error.ts";
import { signUpProblem } from "../../../features/platform/shared/account-rules.ts";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/rules/auth-rules.ts";
import { platformRequest } from "../../view-models/platform.server.ts";
import { FormError, PasswordField, TextField, linkClass, submitClass } from "./account-fields.tsx";
import { callPlatformApi, consoleTarget, field, readForm } from "./account-forms.server.ts";
import { AltchaCheck } from "./altcha-check.tsx";
import { knownText, metaLocale, rich } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/sign-up";

/** Creating a platform account (decision 062): e-mail, password, the proof of work; then the mailbox. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { account } = platformRequest(context);
  // Already signed in: straight on to creating a site.
  if (account)
    throw redirect(consoleTarget(new URL(request.url).searchParams.get("redirectTo"), `${CONSOLE_PATH}/new`));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: m.platform_signUpTitle({}, { locale: metaLocale(matches) }) }];
}

type Field = "email" | "password" | "altcha";
type Result =
  { done: true; email: string } | { done: false; email: string; error: { message: string; field: Field | null } };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = platformUiLocale(request, platformRequest(context));
  const form = await readForm(request);
  const input = { email: field(form, "email").trim(), password: field(form, "password") };
  const problem = signUpProblem(input);
  if (problem) {
    const error = { message: knownText(problem.message, locale), field: problem.field };
    return data<Result>({ done: false, email: input.email, error }, 400);
  }
  const answer = await callPlatformApi(context, "/api/platform/sign-up", { ...input, altcha: field(form, "altcha") });
  if (answer.ok) return data<Result>({ done: true, email: input.email });
  const at = answer.field === "email" || answer.field === "password" || answer.field === "altcha" ? answer.field : null;
  return data<Result>(
    { done: false, email: input.email, error: { message: knownText(answer.error, locale), field: at } },
    answer.status,
  );
}

export default function SignUpPage() {
  const language = useUiLanguage();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const redirectTo = params.get("redirectTo");
  const error = result && !result.done ? result.error : null;
  useFocusOnError(result, error?.field ?? null);
  const signIn = `${CONSOLE_PATH}/sign-in${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`;

  if (result?.done) {
    return (
      <section className="mx-auto max-w-md space-y-4" aria-labelledby="mailbox-title">
        <h1 id="mailbox-title" className="text-2xl font-semibold tracking-tight">
          {m.platform_checkMailboxTitle({}, language)}
        </h1>
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-900">
          {m.platform_checkMailbox({}, language)}
        </p>
        <p className="text-slate-700">
          {rich((slots) => m.platform_sentTo(slots, language), { email: <strong>{result.email}</strong> })}
        </p>
        <p className="text-sm text-slate-700">
          {rich((slots) => m.platform_noMail(slots, language), {
            link: (
              <Link to={signIn} className={linkClass}>
                {m.platform_signInLower({}, language)}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  }

  const errorOf = (name: Field) => (error?.field === name ? error.message : null);
  return (
    <section className="mx-auto max-w-md" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className="text-2xl font-semibold tracking-tight">
        {m.platform_signUpTitle({}, language)}
      </h1>
      <p className="mt-2 text-slate-700">{m.platform_signUpIntro({}, language)}</p>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <FormError message={error && error.field === null ? error.message : null} />
        <TextField
          name="email"
          label={m.platform_emailLabel({}, language)}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={result?.email ?? ""}
          error={errorOf("email")}
          autoFocus
        />
        <PasswordField
          name="password"
          label={m.platform_passwordLabel({}, language)}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={m.platform_passwordHint({}, language)}
          error={errorOf("password")}
        />
        <AltchaCheck generation={result} error={errorOf("altcha")} />
        <button type="submit" className={submitClass} disabled={busy}>
          {busy ? m.platform_creatingAccount({}, language) : m.platform_createAccount({}, language)}
        </button>
        <p className="text-sm text-slate-700">
          {rich((slots) => m.platform_haveAccount(slots, language), {
            link: (
              <Link to={signIn} className={linkClass}>
                {m.platform_signIn({}, language)}
              </Link>
            ),
          })}
        </p>
      </Form>
    </section>
  );
}
