import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { policies } from "../../db/schema/index.ts";
import { sanitizeArticleHtml } from "./sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const POLICY_KINDS = ["privacy_policy", "cookie_policy"] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** The organization's policy of one kind, its HTML sanitised, or null when it has none. */
export async function getPolicy({ db, organizationId, kind }: { db: Db; organizationId: number; kind: PolicyKind }) {
  const [row] = await db
    .select({
      title: policies.title,
      title_translation: policies.title_translation,
      content: policies.content,
      content_translation: policies.content_translation,
      updated_at: policies.updated_at,
    })
    .from(policies)
    .where(scoped(organizationId).where(policies, eq(policies.kind, kind)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    content: sanitizeArticleHtml(row.content),
    content_translation: Object.fromEntries(
      Object.entries(row.content_translation).map(([locale, html]) => [locale, sanitizeArticleHtml(html)]),
    ),
  };
}
