import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { platformRequest, requirePlatformAccount } from "../../view-models/platform.server.ts";
import type { Route } from "./+types/invitation";

type Invitation = {
  site: { id: number; name: string; slug: string | null };
  invited_by: string | null;
  email: string;
  state: "open" | "used" | "expired";
};

/** An invitation to administer a site (decision 064): who invites to what, and Accept for the right person. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const platform = platformRequest(context);
  const token = params.token ?? "";
  const response = await platform.api(`/api/platform/invitations/${encodeURIComponent(token)}`, { method: "GET" });
  if (!response.ok) throw new Response("No such invitation", { status: 404 });
  const invitation = (await response.json()) as Invitation;
  const back = new URL(request.url).pathname.replace(/\.data$/, "");
  const account = platform.account
    ? { email: platform.account.email, emailVerified: platform.account.emailVerified }
    : null;
  return { invitation, account, back };
}

export function meta() {
  return [{ title: "Invitation · Tessera" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const response = await platform.api(`/api/platform/invitations/${encodeURIComponent(params.token ?? "")}/accept`, {
    method: "POST",
  });
  const body = (await response.json().catch(() => null)) as { handoff_url?: string; error?: string } | null;
  if (response.ok && body?.handoff_url) throw redirect(body.handoff_url);
  return { error: body?.error ?? "The invitation could not be accepted" };
}

export default function InvitationPage() {
  const { invitation, account, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const redirectTo = encodeURIComponent(back);
  const mine = account?.email === invitation.email;
  return (
    <section
      aria-labelledby="invitation-heading"
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="invitation-heading" className="text-2xl font-bold">
        Help run {invitation.site.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {invitation.invited_by ?? "The site's owner"} invites <strong>{invitation.email}</strong> to administer the site{" "}
        {invitation.site.name}
        {invitation.site.slug ? ` (${invitation.site.slug})` : ""}.
      </p>
      {invitation.state !== "open" && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {invitation.state === "used"
            ? "This invitation was already accepted."
            : "This invitation has expired. Ask the site's owner for a new one."}
        </p>
      )}
      {invitation.state === "open" && !account && (
        <div className="mt-5 space-y-2">
          <p>Sign in, or create your Tessera account with {invitation.email}, to accept it.</p>
          <p className="flex flex-wrap gap-3">
            <a
              href={`${CONSOLE_PATH}/sign-in?redirectTo=${redirectTo}`}
              className="rounded-md bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-800"
            >
              Sign in
            </a>
            <a
              href={`${CONSOLE_PATH}/sign-up?redirectTo=${redirectTo}`}
              className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50"
            >
              Create an account
            </a>
          </p>
        </div>
      )}
      {invitation.state === "open" && account && !mine && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          You are signed in as {account.email}, but this invitation is for {invitation.email}. Sign out and sign in with
          that address to accept it.
        </p>
      )}
      {invitation.state === "open" && mine && !account.emailVerified && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Confirm your e-mail address first (we sent you a link), then come back to accept.
        </p>
      )}
      {invitation.state === "open" && mine && account.emailVerified && (
        <Form method="post" className="mt-5">
          <Button type="submit" disabled={navigation.state !== "idle"}>
            Accept and open the site
          </Button>
        </Form>
      )}
      {result?.error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-red-900">
          {result.error}
        </p>
      )}
    </section>
  );
}
