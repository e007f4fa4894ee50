import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../../server/load-context.ts";
import { isAppError } from "../../../server/errors.ts";
import { requirePermission } from "../../../app/view-models/auth.server.ts";
import { confirmTranslation } from "../server/domain/confirm-translation.ts";
import { getTranslationCoverage } from "../server/domain/translation-coverage.ts";

const TOKEN = /^[a-z0-9_./-]{1,300}$/i;

/** The query of the Translations page: one language, one page (`site`: site-wide content), one state. */
export function parseTranslationsFilter(params: URLSearchParams) {
  const pick = (key: string) => {
    const value = params.get(key);
    return value && TOKEN.test(value) ? value : undefined;
  };
  const state = params.get("state");
  return {
    locale: pick("locale"),
    page: pick("page"),
    state: state === "missing" || state === "stale" ? state : undefined,
  } as const;
}

/** Coverage per language and the fields to translate, for the Translations page (admins). */
export async function loadTranslations(request: Request, context: Readonly<RouterContextProvider>) {
  await requirePermission(request, context, "content.write");
  const { db, tenant } = context.get(requestContext);
  const filter = parseTranslationsFilter(new URL(request.url).searchParams);
  const [figures, listed] = await Promise.all([
    getTranslationCoverage(db, tenant.id, { page: filter.page }),
    getTranslationCoverage(db, tenant.id, { page: filter.page, locale: filter.locale }),
  ]);
  const items = listed.items.filter((item) => !filter.state || item.state === filter.state).slice(0, 500);
  return {
    filter,
    defaultLocale: figures.defaultLocale,
    pages: figures.pages,
    locales: figures.locales,
    items,
    total: listed.items.length,
  };
}

/** The dashboard's figures: coverage per language of the whole site. */
export async function loadCoverageSummary(context: Readonly<RouterContextProvider>) {
  const { db, tenant } = context.get(requestContext);
  const { locales } = await getTranslationCoverage(db, tenant.id);
  return locales;
}

/** "Mark as still correct" from the page, through the policy and the change function. */
export async function confirmFromTranslationsPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: boolean; message: string }> {
  const viewer = await requirePermission(request, context, "content.write");
  const { services, tenant, requestId, logger } = context.get(requestContext);
  const form = await request.formData();
  const ref = { kind: form.get("kind"), id: form.get("id"), field: form.get("field"), locale: form.get("locale") };
  if (!Object.values(ref).every((value) => typeof value === "string" && TOKEN.test(value))) {
    return { ok: false, message: "Choose a translation to confirm." };
  }
  try {
    await confirmTranslation({
      ctx: {
        db: services.db,
        organizationId: tenant.id,
        actor: { id: viewer.id, name: viewer.name },
        requestId,
        dispatcher: services.dispatcher,
        logger,
      },
      ref: ref as { kind: string; id: string; field: string; locale: string },
    });
    return { ok: true, message: "Marked as still correct." };
  } catch (error) {
    if (isAppError(error) && error.code !== "unavailable") return { ok: false, message: error.message };
    throw error;
  }
}
