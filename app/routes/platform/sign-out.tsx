import { redirect } from "react-router";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { platformRequest } from "../../view-models/platform.server.ts";
import { callPlatformApi, cookieHeaders } from "./account-forms.server.ts";
import type { Route } from "./+types/sign-out";

/** The layout's Sign out form posts here: the session ends, its cookie is cleared. */
export async function action({ context }: Route.ActionArgs) {
  platformRequest(context);
  const answer = await callPlatformApi(context, "/api/platform/sign-out", {});
  throw redirect(`${CONSOLE_PATH}/sign-in?signed-out=1`, { status: 303, headers: cookieHeaders(answer.cookies) });
}

/** Nothing to show: a visit goes to the sign-in page. */
export function loader() {
  throw redirect(`${CONSOLE_PATH}/sign-in`);
}
