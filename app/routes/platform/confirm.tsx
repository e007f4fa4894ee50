import { Link, redirect } from "react-router";
import { PLATFORM_ACCOUNT_MESSAGES } from "../../../features/platform/shared/account-rules.ts";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { platformRequest } from "../../view-models/platform.server.ts";
import { linkClass } from "./account-fields.tsx";
import { callPlatformApi, cookieHeaders } from "./account-forms.server.ts";
import type { Route } from "./+types/confirm";

/**
 * The mailed confirmation link (decision 062): confirms the address, signs in and goes on to
 * creating a site. A used, replaced or expired link says so, with the way forward.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  platformRequest(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const answer = await callPlatformApi(context, "/api/platform/confirm", { token: token.slice(0, 500) });
  if (answer.ok) throw redirect(`${CONSOLE_PATH}/new`, { headers: cookieHeaders(answer.cookies) });
  return { message: answer.status === 429 ? answer.error : PLATFORM_ACCOUNT_MESSAGES.confirmLinkInvalid };
}

export function meta() {
  return [{ title: "Confirm your address | Tessera" }];
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md space-y-4" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-2xl font-semibold tracking-tight">
        Confirm your address
      </h1>
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
        {loaderData.message}
      </p>
      <p className="text-slate-700">
        <Link to={`${CONSOLE_PATH}/sign-in`} className={linkClass}>
          Sign in
        </Link>{" "}
        — if your address is not confirmed yet, you can ask for a new link there.
      </p>
    </section>
  );
}
