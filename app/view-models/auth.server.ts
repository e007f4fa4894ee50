import { data, redirect, type RouterContextProvider } from "react-router";
import {
  listOutbox,
  loadAccount,
  resolveViewer,
  type Account,
  type OutboxEntry,
  type Viewer,
} from "../../server/domain/accounts/viewer.ts";
import { personUiLocale } from "../../shared/i18n/ui-locale-choice.ts";
import { safeRedirectPath } from "../../shared/rules/paths.ts";
import { can, type Action } from "../../server/policy/policy.ts";
import { requestContext } from "../../server/load-context.ts";
import { pageUrl } from "./site.server.ts";
import type { ViewerView } from "./view-models.ts";

export type { Account, OutboxEntry };

/**
 * Who is signed in on this site, for loaders and actions. The session comes from the
 * `tessera.session_token` cookie (or a bearer token); admin means admin of THIS organization.
 */
export async function getViewer(request: Request, context: Readonly<RouterContextProvider>): Promise<ViewerView> {
  const viewer = await resolveViewerOnce(request, context);
  return viewer
    ? {
        id: viewer.id,
        name: viewer.name,
        email: viewer.email,
        isAdmin: viewer.isAdmin,
        uiLocale: personUiLocale(viewer.uiLocale, request.headers.get("accept-language")),
        // Unset: none here, and the browser formats in its own zone (decision 080).
        ...(viewer.timeZone ? { timeZone: viewer.timeZone } : {}),
      }
    : null;
}

/** To /login with a way back to the page (its address, not React Router's `.data` request). */
function loginRedirect(request: Request): Response {
  const url = pageUrl(request);
  // Only a same-site way back is carried; the login page checks it again (loginRedirectTarget).
  const back = safeRedirectPath(url.pathname + url.search);
  return redirect(back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login");
}

/** Whether the viewer (if any) may do `action` in this site's organization; never throws. */
export async function viewerMay(
  request: Request,
  context: Readonly<RouterContextProvider>,
  action: Action,
): Promise<boolean> {
  const viewer = await resolveViewerOnce(request, context);
  return can(viewer?.role ?? "anonymous", action);
}

/** The signed-in viewer; anonymous visitors are sent to /login with a way back. */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NonNullable<ViewerView>> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw loginRedirect(request);
  }
  return viewer;
}

/**
 * A signed-in person whom the policy lets do `action` in this site's organization; others get a
 * 403 page, anonymous visitors the login page.
 */
export async function requirePermission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  action: Action,
): Promise<NonNullable<ViewerView>> {
  const view = await requireUser(request, context);
  const viewer = await resolveViewerOnce(request, context);
  if (!viewer || !can(viewer.role, action)) {
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  return view;
}

/** May open the admin area of this site's organization (the policy's `admin.open`). */
export function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NonNullable<ViewerView>> {
  return requirePermission(request, context, "admin.open");
}

/** The organization's e-mail outbox, newest first (admins of this organization only). */
export async function listOutboxForAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { limit = 100 }: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  await requireAdmin(request, context);
  return listOutbox(context.get(requestContext), { limit });
}

/** The signed-in person's account with their organizations and roles. */
export async function getAccount(request: Request, context: Readonly<RouterContextProvider>): Promise<Account> {
  const viewer = await requireUser(request, context);
  const account = await loadAccount(context.get(requestContext), viewer.id);
  if (!account) {
    throw loginRedirect(request);
  }
  return account;
}

// One membership lookup per request, however many loaders ask (the session is read by the middleware).
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

function resolveViewerOnce(request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  let pending = viewers.get(request);
  if (!pending) {
    pending = resolveViewer(context.get(requestContext));
    viewers.set(request, pending);
  }
  return pending;
}
