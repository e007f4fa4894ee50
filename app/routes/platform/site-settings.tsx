import { useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Field } from "../../components/ui/label.tsx";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { field, readForm } from "../../view-models/form-actions.server.ts";
import { requirePlatformAccount } from "../../view-models/platform.server.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { formatDays, formatUtc, knownText, metaLocale } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/site-settings";

type SiteSettings = {
  site: {
    id: number;
    name: string;
    slug: string | null;
    status: "draft" | "live" | "suspended" | "deleted";
    url: string | null;
    deleted_at: string | null;
    purge_after: string | null;
  };
  your_role: "owner" | "admin" | "operator";
  members: { account_id: number; email: string; role: "owner" | "admin" }[];
  invitations: { email: string; expires_at: string }[];
};

const STATUS_LABEL: Record<SiteSettings["site"]["status"], (locale: UiLocale) => string> = {
  draft: (l) => m.platform_settingsStatusDraft({}, ui(l)),
  live: (l) => m.platform_statusLive({}, ui(l)),
  suspended: (l) => m.platform_settingsStatusSuspended({}, ui(l)),
  deleted: (l) => m.platform_statusDeleted({}, ui(l)),
};

const siteIdOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  return id;
};

/** A site's settings for its people (decision 064): address, status, members, invitations, export, danger zone. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { platform, account } = requirePlatformAccount(request, context);
  const id = siteIdOf(params);
  const response = await platform.api(`/api/platform/sites/${id}/members`, { method: "GET" });
  if (response.status === 404) throw new Response("Not found", { status: 404 });
  if (!response.ok) throw new Response("The site could not be read", { status: response.status });
  const settings = (await response.json()) as SiteSettings;
  return { ...settings, you: account.id, graceDays: platform.services.env.SITE_DELETE_GRACE_DAYS };
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return [
    { title: loaded ? `${loaded.site.name} · Tessera` : m.platform_sitePageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

type ActionResult = { intent: string; ok: boolean; message: string };

/** Every form of the page posts here; the action calls the platform API in process, as this person. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const id = siteIdOf(params);
  const form = await readForm(request);
  const intent = field(form, "intent");
  const locale = platformUiLocale(request, platform);
  const option = ui(locale);
  const answer = async (response: Response, success: string): Promise<ActionResult> => {
    if (response.ok) return { intent, ok: true, message: success };
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    return {
      intent,
      ok: false,
      message: body?.error ? knownText(body.error, locale) : m.platform_tryAgain({}, option),
    };
  };
  let result: ActionResult;
  if (intent === "invite") {
    const email = field(form, "email").trim();
    result = await answer(
      await platform.api(`/api/platform/sites/${id}/invitations`, { method: "POST", body: { email } }),
      m.platform_invitationSent({ email }, option),
    );
  } else if (intent === "remove") {
    const accountId = Number(field(form, "accountId"));
    result = await answer(
      await platform.api(`/api/platform/sites/${id}/members/${Number.isSafeInteger(accountId) ? accountId : 0}`, {
        method: "DELETE",
      }),
      m.platform_memberRemoved({}, option),
    );
  } else if (intent === "delete") {
    const name = field(form, "name");
    result = await answer(
      await platform.api(`/api/platform/sites/${id}?name=${encodeURIComponent(name)}`, { method: "DELETE" }),
      m.platform_siteDeleted({}, option),
    );
  } else if (intent === "restore") {
    result = await answer(
      await platform.api(`/api/platform/sites/${id}/restore`, { method: "POST" }),
      m.platform_siteRestored({}, option),
    );
  } else {
    return data({ intent, ok: false, message: m.platform_unknownAction({}, option) } satisfies ActionResult, {
      status: 400,
    });
  }
  // A member who removed themselves has no page here any more.
  if (result.ok && intent === "remove" && Number(field(form, "accountId")) === platform.account?.id)
    throw redirect(CONSOLE_PATH);
  // A refusal is shown on the page, next to its form (as the site's own forms do).
  return result;
}

function Notice({ result, intent }: { result: ActionResult | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mt-3 rounded-md px-3 py-2 text-sm ${result.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
    >
      {result.message}
    </p>
  );
}

const sectionClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

export default function SiteSettingsPage() {
  const { site, your_role, members, invitations, you, graceDays } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const language = useUiLanguage();
  const { locale } = language;
  const busy = navigation.state !== "idle";
  const [removing, setRemoving] = useState<{ account_id: number; email: string } | null>(null);
  const isOwner = your_role === "owner";
  const roleName = (role: "owner" | "admin") =>
    role === "owner" ? m.platform_roleOwner({}, language) : m.platform_roleAdmin({}, language);
  const deleted = site.status === "deleted";
  const purgeDate = site.purge_after ? formatUtc(site.purge_after, locale) : null;

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-600">
          <a href={CONSOLE_PATH} className="text-indigo-800 underline">
            {m.platform_mySites({}, language)}
          </a>
        </p>
        <h1 className="mt-1 text-2xl font-bold">{site.name}</h1>
      </div>

      <section aria-labelledby="site-heading" className={sectionClass}>
        <h2 id="site-heading" className="text-lg font-semibold">
          {m.platform_siteHeading({}, language)}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">{m.platform_addressLabel({}, language)}</dt>
          <dd>
            {site.url && !deleted ? (
              <a href={site.url} className="text-indigo-800 underline">
                {site.url.replace(/^https?:\/\//, "")}
              </a>
            ) : (
              <span>{site.url?.replace(/^https?:\/\//, "") ?? "—"}</span>
            )}
          </dd>
          <dt className="font-medium text-slate-700">{m.platform_status({}, language)}</dt>
          <dd data-testid="site-status">{STATUS_LABEL[site.status](locale)}</dd>
          {deleted && purgeDate && (
            <>
              <dt className="font-medium text-slate-700">{m.platform_removedForGood({}, language)}</dt>
              <dd>{purgeDate}</dd>
            </>
          )}
        </dl>
        <p className="mt-4">
          <a
            href={`/api/platform/sites/${site.id}/export`}
            className="text-sm font-medium text-indigo-800 underline"
            download
          >
            {m.platform_exportSite({}, language)}
          </a>
        </p>
      </section>

      <section aria-labelledby="members-heading" className={sectionClass}>
        <h2 id="members-heading" className="text-lg font-semibold">
          {m.platform_members({}, language)}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {members.map((member) => (
            <li key={member.account_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{member.email}</span>{" "}
                <span className="text-sm text-slate-600">
                  {member.account_id === you
                    ? m.platform_roleYou({ role: roleName(member.role) }, language)
                    : roleName(member.role)}
                </span>
              </span>
              {/* The last owner cannot leave (the API says so too): no button that can only fail. */}
              {isOwner && !(member.role === "owner" && members.filter((m) => m.role === "owner").length === 1) && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={m.platform_removeMember({ email: member.email }, language)}
                  onClick={() => setRemoving(member)}
                >
                  {m.platform_remove({}, language)}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Notice result={result} intent="remove" />
        {invitations.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-700">{m.platform_invitedPending({}, language)}</h3>
            <ul className="mt-1 text-sm">
              {invitations.map((invitation) => (
                <li key={invitation.email + invitation.expires_at}>
                  {invitation.email}{" "}
                  <span className="text-slate-600">
                    {m.platform_invitedUntil({ date: formatUtc(invitation.expires_at, locale) }, language)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {isOwner && !deleted && (
          <Form method="post" className="mt-5 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="invite" />
            <Field id="invite-email" label={m.platform_inviteLabel({}, language)} className="min-w-64 flex-1">
              <Input id="invite-email" name="email" type="email" required autoComplete="off" />
            </Field>
            <Button type="submit" disabled={busy}>
              {m.platform_sendInvitation({}, language)}
            </Button>
          </Form>
        )}
        <Notice result={result} intent="invite" />
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={m.platform_removeMemberTitle({}, language)}
          text={removing ? m.platform_removeMemberText({ email: removing.email, site: site.name }, language) : ""}
          confirmLabel={m.platform_remove({}, language)}
          onConfirm={() => {
            if (removing) void submit({ intent: "remove", accountId: String(removing.account_id) }, { method: "post" });
            setRemoving(null);
          }}
        />
      </section>

      {(isOwner || your_role === "operator") && (
        <section aria-labelledby="danger-heading" className={`${sectionClass} border-red-200`}>
          <h2 id="danger-heading" className="text-lg font-semibold text-red-900">
            {m.platform_dangerZone({}, language)}
          </h2>
          {!deleted && isOwner && (
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="delete" />
              <p className="text-sm text-slate-700">
                {m.platform_deleteText({ days: formatDays(graceDays, locale) }, language)}
              </p>
              <Field
                id="delete-name"
                label={m.platform_deleteNameLabel({ site: site.name }, language)}
                error={result?.intent === "delete" && !result.ok ? result.message : undefined}
              >
                <Input
                  id="delete-name"
                  name="name"
                  required
                  autoComplete="off"
                  aria-invalid={result?.intent === "delete" && !result.ok ? true : undefined}
                  aria-describedby={result?.intent === "delete" && !result.ok ? "delete-name-error" : undefined}
                />
              </Field>
              <Button type="submit" variant="destructive" disabled={busy}>
                {m.platform_deleteSite({}, language)}
              </Button>
            </Form>
          )}
          {deleted && (
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="restore" />
              <p className="text-sm text-slate-700">
                {purgeDate
                  ? m.platform_deletedText({ date: purgeDate }, language)
                  : m.platform_deletedTextNoDate({}, language)}
              </p>
              <Button type="submit" disabled={busy}>
                {m.platform_restoreSite({}, language)}
              </Button>
            </Form>
          )}
          <Notice result={result?.ok ? result : undefined} intent="delete" />
          <Notice result={result} intent="restore" />
        </section>
      )}
    </div>
  );
}
