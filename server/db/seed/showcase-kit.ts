import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { organizations } from "../schema/index.ts";
import type { OrganizationSettings } from "../../../shared/rules/settings.ts";
import { createTemplateSection } from "./factories.ts";

/** The showcase's shared words and helpers (decision 017); the seeding is in showcase*.ts. */

export type T = { text: string; tr: Record<string, string> };
/** Brightpath: English, Spanish, French, German. */
export const b = (en: string, es: string, fr: string, de: string): T => ({ text: en, tr: { es, fr, de } });
/** Globex: English, German, French, Italian. */
export const g = (en: string, de: string, fr: string, it: string): T => ({ text: en, tr: { de, fr, it } });

export const title = (t: T) => ({ section_title: t.text, section_title_translation: t.tr });
export const description = (t: T) => ({ section_description: t.text, section_description_translation: t.tr });
export const metric = (heading: T, body: T, extra: Record<string, unknown> = {}) => ({
  title: heading.text,
  title_translation: heading.tr,
  description: body.text,
  description_translation: body.tr,
  ...extra,
});

export const DAY = 86_400_000;

export async function addPageChrome(db: Db, organizationId: number, pageChrome: OrganizationSettings["page_chrome"]) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  await db
    .update(organizations)
    .set({
      settings: { ...(row?.settings ?? {}), page_chrome: { ...(row?.settings.page_chrome ?? {}), ...pageChrome } },
    })
    .where(eq(organizations.id, organizationId));
}

/** A template section of this organization, created through the factory. */
export function sectionsOf(db: Db, organizationId: number) {
  return (fields: Parameters<typeof createTemplateSection>[0]["section"]) =>
    createTemplateSection({ db, organizationId, section: fields });
}
