import { Form, Link, redirect, useLoaderData } from "react-router";
import { LOCALE_NAMES, type Locale } from "../../../shared/i18n/locales.ts";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { requirePlatformAccount } from "../../view-models/platform.server.ts";
import type { Route } from "./+types/console-sites";

type ConsoleSite = {
  id: number;
  name: string;
  slug: string;
  url: string;
  status: string;
  role: string;
  locales: string[];
  updated_at: string;
};

/** The console's home (issue 28 §6): the person's sites, each a way into its editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform, account } = requirePlatformAccount(request, context);
  const response = await platform.api("/api/platform/sites", { method: "GET" });
  const { sites } = (await response.json()) as { sites: ConsoleSite[] };
  const imported = new URL(request.url).searchParams.get("imported");
  return {
    sites,
    email: account.email,
    // Shown only for a site of theirs: the query cannot make the page say anything else.
    imported: sites.some((site) => site.slug === imported) ? imported : null,
    sitesDomain: platform.services.env.SITES_DOMAIN,
  };
}

/** "Open site": a hand-off made now, and the browser sent to it (signed in on the site). */
export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const form = await request.formData();
  const id = Number(form.get("site"));
  const response = await platform.api(`/api/platform/sites/${Number.isSafeInteger(id) ? id : 0}/handoff`, {
    method: "POST",
  });
  if (!response.ok) {
    const { error } = (await response.json()) as { error?: string };
    return { error: error ?? "The site could not be opened" };
  }
  const { handoff_url } = (await response.json()) as { handoff_url: string };
  throw redirect(handoff_url);
}

export function meta() {
  return [{ title: "My sites · Tessera" }, { name: "robots", content: "noindex" }];
}

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  draft: { label: "Draft — not published", className: "bg-amber-100 text-amber-900" },
  live: { label: "Live", className: "bg-emerald-100 text-emerald-900" },
  suspended: { label: "Paused by the operators", className: "bg-rose-100 text-rose-900" },
};

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function ConsoleSites({ actionData }: Route.ComponentProps) {
  const { sites, imported, sitesDomain } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">My sites</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${CONSOLE_PATH}/import`}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            Import a site
          </Link>
          <Link
            to={`${CONSOLE_PATH}/new`}
            className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            Create a site
          </Link>
        </div>
      </div>
      {imported && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          Imported: the site below at {imported}.{sitesDomain} is a draft until you publish it.
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {actionData.error}
        </p>
      )}
      {sites.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold">You have no site yet</h2>
          <p className="mt-2 text-slate-600">
            A site takes a minute: a name, an address, the languages and a look. It starts with pages you can edit.
          </p>
          <Link
            to={`${CONSOLE_PATH}/new`}
            className="mt-4 inline-block rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            Create a site
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Your sites">
          {sites.map((site) => {
            const status = STATUS_LABELS[site.status] ?? {
              label: site.status,
              className: "bg-slate-100 text-slate-800",
            };
            return (
              <li key={site.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 space-y-1">
                    <h2 className="text-lg font-semibold">{site.name}</h2>
                    <a href={site.url} className="break-all text-sm text-indigo-800 underline">
                      {site.url.replace(/^https?:\/\//, "")}
                    </a>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
                      <dt className="font-medium">Status</dt>
                      <dd>
                        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${status.className}`}>
                          {status.label}
                        </span>
                      </dd>
                      <dt className="font-medium">Languages</dt>
                      <dd>{site.locales.map((locale) => LOCALE_NAMES[locale as Locale] ?? locale).join(", ")}</dd>
                      <dt className="font-medium">Last edit</dt>
                      <dd>
                        <time dateTime={site.updated_at}>{dateFormat.format(new Date(site.updated_at))} UTC</time>
                      </dd>
                    </dl>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${CONSOLE_PATH}/sites/${site.id}`}
                      className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                    >
                      Settings<span className="sr-only"> of {site.name}</span>
                    </Link>
                    <Form method="post" reloadDocument>
                      <input type="hidden" name="site" value={site.id} />
                      <button
                        type="submit"
                        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                      >
                        Open site<span className="sr-only"> {site.name}</span>
                      </button>
                    </Form>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
