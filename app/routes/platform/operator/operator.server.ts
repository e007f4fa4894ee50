import { data, type RouterContextProvider } from "react-router";
import type { PlatformAccount, PlatformRequest } from "../../../../features/platform/server/platform-context.ts";
import { requirePlatformAccount } from "../../../view-models/platform.server.ts";

/**
 * The operators' console pages (issue 28 §8): signed out → the console's sign-in with a way back,
 * signed in without operator rights → 403.
 */
export function requireOperatorPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { platform: PlatformRequest; account: PlatformAccount } {
  const found = requirePlatformAccount(request, context);
  if (!found.account.isOperator) {
    throw data({ message: "Only platform operators may open the operators' console." }, { status: 403 });
  }
  return found;
}

/** A GET of the operators' API in process, as this request's person; its JSON, or the page's error. */
export async function operatorApi<T>(platform: PlatformRequest, path: `/api/operator/${string}`): Promise<T> {
  const response = await platform.api(path, { method: "GET" });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw data({ message: body.error ?? "Something went wrong" }, { status: response.status });
  return body;
}
