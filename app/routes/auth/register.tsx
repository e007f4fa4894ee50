import { Link, useActionData } from "react-router";
import { RegisterForm } from "../../components/auth/register-form.tsx";
import { linkClass } from "../../components/auth/form-parts.tsx";
import { useAuthPage } from "./use-auth-page.ts";
import { useAuthLabels } from "../../components/auth/auth-labels.ts";
import type { Route } from "./+types/register";
import { registerAction } from "./auth-actions.server.ts";

/** The form posted before or without scripts (decision 055). */
export async function action(args: Route.ActionArgs) {
  return registerAction(args);
}

/** The action's Refresh (on to the next page after the message's 2 s): headers other than cookies pass here. */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const refresh = actionHeaders.get("refresh");
  if (refresh) headers.set("refresh", refresh);
  return headers;
};

/** /register and /signup (one page, two addresses). */
export default function RegisterPage() {
  const { site, to } = useAuthPage();
  const labels = useAuthLabels();
  const result = useActionData<typeof action>();
  const loginLink = (
    <Link to={to("/login")} className={linkClass}>
      {labels.goToLogin}
    </Link>
  );
  return (
    <>
      <title>{`${labels.registerTitle} | ${site.name}`}</title>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">{labels.registerTitle}</h1>
      <RegisterForm
        loginPath={to("/login")}
        result={result}
        loginLink={loginLink}
        autoFocus
        footer={
          <p className="pt-2 text-sm text-gray-600">
            {labels.alreadyHaveAccount}{" "}
            <Link to={to("/login")} className={linkClass}>
              {labels.logIn}
            </Link>
          </p>
        }
      />
    </>
  );
}
