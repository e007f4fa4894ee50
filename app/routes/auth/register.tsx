import { Link } from "react-router";
import { RegisterForm } from "../../components/auth/register-form.tsx";
import { linkClass } from "../../components/auth/form-parts.tsx";
import { useAuthPage } from "./use-auth-page.ts";

/** /register and /signup (one page, two addresses). */
export default function RegisterPage() {
  const { site, to } = useAuthPage();
  const loginLink = (
    <Link to={to("/login")} className={linkClass}>
      Go to log in
    </Link>
  );
  return (
    <>
      <title>{`Create an account | ${site.name}`}</title>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">Create an account</h1>
      <RegisterForm
        loginPath={to("/login")}
        loginLink={loginLink}
        autoFocus
        footer={
          <p className="pt-2 text-sm text-gray-600">
            Already have an account?{" "}
            <Link to={to("/login")} className={linkClass}>
              Log in
            </Link>
          </p>
        }
      />
    </>
  );
}
