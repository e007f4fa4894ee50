import { Link, useActionData, useSearchParams } from "react-router";
import { CONFIRMATION_LINK_INVALID, EMAIL_CONFIRMED } from "../../components/auth/auth-texts.ts";
import { LoginForm } from "../../components/auth/login-form.tsx";
import { FormAlert, FormStatus, linkClass } from "../../components/auth/form-parts.tsx";
import { useAuthPage } from "./use-auth-page.ts";
import { useAuthLabels } from "../../components/auth/auth-labels.ts";
import type { Route } from "./+types/login";
import { loginAction } from "./auth-actions.server.ts";

/** The form posted before or without scripts (decision 055). */
export async function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export default function LoginPage() {
  const { site, to } = useAuthPage();
  const labels = useAuthLabels();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const verified = params.get("verified");
  const notice =
    verified === "1" ? (
      <FormStatus message={EMAIL_CONFIRMED} />
    ) : verified === "0" ? (
      <FormAlert id="verification-result" message={CONFIRMATION_LINK_INVALID} />
    ) : null;
  return (
    <>
      <title>{`${labels.loginTitle} | ${site.name}`}</title>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">{labels.loginTitle}</h1>
      <LoginForm
        redirectTo={params.get("redirectTo")}
        notice={notice}
        result={result}
        autoFocus
        footer={
          <div className="flex flex-col gap-2 pt-2 text-sm sm:flex-row sm:justify-between">
            <Link to={to("/reset-password")} className={linkClass}>
              {labels.forgotPassword}
            </Link>
            <Link to={to("/register")} className={linkClass}>
              {labels.registerTitle}
            </Link>
          </div>
        }
      />
    </>
  );
}
