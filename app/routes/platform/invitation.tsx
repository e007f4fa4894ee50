import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { apiErrorText, type ApiErrorBody } from "../../../shared/i18n/validation-text.ts";
import { knownText, metaLocale, rich } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
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

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_invitationPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const response = await platform.api(`/api/platform/invitations/${encodeURIComponent(params.token ?? "")}/accept`, {
    method: "POST",
  });
  const body = (await response.json().catch(() => null)) as ({ handoff_url?: string } & ApiErrorBody) | null;
  if (response.ok && body?.handoff_url) throw redirect(body.handoff_url);
  const locale = platformUiLocale(request, platform);
  // The site's members quota is worded with its number (decision 065); other refusals by their known text.
  if (body?.code === "quota_exceeded") return { error: apiErrorText(body, ui(locale)) };
  return { error: body?.error ? knownText(body.error, locale) : m.platform_invitationNotAccepted({}, ui(locale)) };
}

export default function InvitationPage() {
  const { invitation, account, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const redirectTo = encodeURIComponent(back);
  const mine = account?.email === invitation.email;
  const language = useUiLanguage();
  const inviter = invitation.invited_by ?? m.platform_siteOwner({}, language);
  const invitee = <strong>{invitation.email}</strong>;
  return (
    <section
      aria-labelledby="invitation-heading"
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="invitation-heading" className="text-2xl font-bold">
        {m.platform_invitationTitle({ site: invitation.site.name }, language)}
      </h1>
      <p className="mt-2 text-slate-700">
        {invitation.site.slug
          ? rich(
              (slots) =>
                m.platform_invitationTextSlug(
                  { ...slots, inviter, site: invitation.site.name, slug: invitation.site.slug ?? "" },
                  language,
                ),
              { email: invitee },
            )
          : rich((slots) => m.platform_invitationText({ ...slots, inviter, site: invitation.site.name }, language), {
              email: invitee,
            })}
      </p>
      {invitation.state !== "open" && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {invitation.state === "used"
            ? m.platform_invitationUsed({}, language)
            : m.platform_invitationExpired({}, language)}
        </p>
      )}
      {invitation.state === "open" && !account && (
        <div className="mt-5 space-y-2">
          <p>{m.platform_invitationSignInFirst({ email: invitation.email }, language)}</p>
          <p className="flex flex-wrap gap-3">
            <a
              href={`${CONSOLE_PATH}/sign-in?redirectTo=${redirectTo}`}
              className="rounded-md bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-800"
            >
              {m.platform_signIn({}, language)}
            </a>
            <a
              href={`${CONSOLE_PATH}/sign-up?redirectTo=${redirectTo}`}
              className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50"
            >
              {m.platform_createAnAccount({}, language)}
            </a>
          </p>
        </div>
      )}
      {invitation.state === "open" && account && !mine && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {m.platform_invitationOtherAccount({ account: account.email, email: invitation.email }, language)}
        </p>
      )}
      {invitation.state === "open" && mine && !account.emailVerified && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {m.platform_invitationConfirmFirst({}, language)}
        </p>
      )}
      {invitation.state === "open" && mine && account.emailVerified && (
        <Form method="post" className="mt-5">
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {m.platform_invitationAccept({}, language)}
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
