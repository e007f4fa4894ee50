import { Link, useSearchParams } from "react-router";
import { NewPasswordForm } from "../../components/auth/new-password-form.tsx";
import { ResetRequestForm } from "../../components/auth/reset-request-form.tsx";
import { linkClass } from "../../components/auth/form-parts.tsx";
import { useAuthPage } from "./use-auth-page.ts";

/** Without a token: ask for a reset mail. With the mail's `?token=`: choose a new password. */
export default function ResetPasswordPage() {
  const { site, locale, to } = useAuthPage();
  const [params] = useSearchParams();
  const token = params.get("token");
  const title = token ? "Choose a new password" : "Reset your password";
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {token ? (
        <NewPasswordForm
          token={token}
          loginLink={
            <Link to={to("/login")} className={linkClass}>
              Go to log in
            </Link>
          }
          requestLink={
            <Link to={to("/reset-password")} className={`block text-sm ${linkClass}`}>
              Request a new reset link
            </Link>
          }
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-gray-600">
            Enter the email address of your account and we will send you a link to choose a new password.
          </p>
          <ResetRequestForm
            locale={locale}
            footer={
              <p className="pt-2 text-sm">
                <Link to={to("/login")} className={linkClass}>
                  Back to log in
                </Link>
              </p>
            }
          />
        </>
      )}
    </>
  );
}
