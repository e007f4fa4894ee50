import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Field } from "../../components/ui/label.tsx";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { platformRequest, requirePlatformAccount } from "../../view-models/platform.server.ts";
import { knownText, metaLocale } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/console-import";

export function loader({ request, context }: Route.LoaderArgs) {
  requirePlatformAccount(request, context);
  return { sitesDomain: platformRequest(context).services.env.SITES_DOMAIN };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_importPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

type ImportResult = { error: string; field?: string };

/**
 * A site archive (made by Export on a site's page, or `npm run site:export`) becomes a new draft
 * site of this person's (decision 060): the form goes to the platform API in process, as them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const locale = platformUiLocale(request, platform);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ImportResult>({ error: m.platform_formUnreadable({}, ui(locale)), field: "file" }, { status: 400 });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data<ImportResult>({ error: m.platform_chooseArchive({}, ui(locale)), field: "file" }, { status: 400 });
  }
  const response = await platform.api("/api/platform/sites/import", { method: "POST", body: form });
  if (response.ok) throw redirect(`${CONSOLE_PATH}?imported=${encodeURIComponent(String(form.get("slug")))}`);
  const body = (await response.json().catch(() => null)) as { error?: string; field?: string } | null;
  return data<ImportResult>(
    {
      error: body?.error ? knownText(body.error, locale) : m.platform_archiveNotImported({}, ui(locale)),
      field: body?.field,
    },
    { status: response.status },
  );
}

export default function ConsoleImport({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as ImportResult | undefined;
  const busy = useNavigation().state !== "idle";
  const language = useUiLanguage();
  const errorFor = (name: string) =>
    result && (result.field === name || (name === "file" && !["slug", "name"].includes(result.field ?? "")))
      ? result.error
      : undefined;
  return (
    <section className="mx-auto max-w-xl space-y-5" aria-labelledby="import-title">
      <div>
        <p className="text-sm text-slate-600">
          <Link to={CONSOLE_PATH} className="text-indigo-800 underline">
            {m.platform_mySites({}, language)}
          </Link>
        </p>
        <h1 id="import-title" className="mt-1 text-2xl font-bold">
          {m.platform_importSite({}, language)}
        </h1>
        <p className="mt-1 text-slate-700">{m.platform_importIntro({}, language)}</p>
      </div>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <Field id="import-file" label={m.platform_archiveLabel({}, language)} error={errorFor("file")} required>
          <Input
            id="import-file"
            name="file"
            type="file"
            accept=".zip,application/zip"
            required
            aria-invalid={errorFor("file") ? true : undefined}
            aria-describedby={errorFor("file") ? "import-file-error" : undefined}
          />
        </Field>
        <Field
          id="import-slug"
          label={m.platform_addressLabel({}, language)}
          hint={m.platform_importSlugHint({ domain: loaderData.sitesDomain }, language)}
          error={errorFor("slug")}
          required
        >
          <div className="flex items-stretch">
            <Input
              id="import-slug"
              name="slug"
              required
              pattern="[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?"
              autoComplete="off"
              className="rounded-e-none"
              aria-invalid={errorFor("slug") ? true : undefined}
              aria-describedby={`import-slug-hint${errorFor("slug") ? " import-slug-error" : ""}`}
            />
            <span className="inline-flex items-center rounded-e-md border border-s-0 border-slate-300 bg-slate-100 px-3 text-slate-700">
              .{loaderData.sitesDomain}
            </span>
          </div>
        </Field>
        <Field id="import-name" label={m.platform_importNameLabel({}, language)} error={errorFor("name")}>
          <Input id="import-name" name="name" autoComplete="off" />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? m.platform_importing({}, language) : m.platform_importButton({}, language)}
        </Button>
      </Form>
    </section>
  );
}
