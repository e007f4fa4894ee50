import { Link, useActionData, useSearchParams } from "react-router";
import { NewPasswordForm } from "../../components/auth/new-password-form.tsx";
import { ResetRequestForm } from "../../components/auth/reset-request-form.tsx";
import { linkClass } from "../../components/auth/form-parts.tsx";
import { useAuthPage } from "./use-auth-page.ts";
import { useAuthLabels } from "../../components/auth/auth-labels.ts";
import type { Route } from "./+types/reset-password";
import { resetPasswordAction } from "./auth-actions.server.ts";

/** The forms posted before or without scripts (decision 055). */
export async function action(args: Route.ActionArgs) {
  return resetPasswordAction(args);
}

/** Without a token: ask for a reset mail. With the mail's `?token=`: choose a new password. */
export default function ResetPasswordPage() {
  const { site, locale, to } = useAuthPage();
  const labels = useAuthLabels();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const token = params.get("token");
  const title = token ? labels.chooseNewPassword : labels.resetYourPassword;
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {token ? (
        <NewPasswordForm
          token={token}
          result={result?.form === "confirm" ? result : null}
          loginLink={
            <Link to={to("/login")} className={linkClass}>
              {labels.goToLogin}
            </Link>
          }
          requestLink={
            <Link to={to("/reset-password")} className={`block text-sm ${linkClass}`}>
              {labels.requestNewLink}
            </Link>
          }
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-gray-600">{labels.resetIntro}</p>
          <ResetRequestForm
            locale={locale}
            result={result?.form === "request" ? result : null}
            footer={
              <p className="pt-2 text-sm">
                <Link to={to("/login")} className={linkClass}>
                  {labels.backToLogin}
                </Link>
              </p>
            }
          />
        </>
      )}
    </>
  );
}
