import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Services } from "../../../../../server/context.ts";
import {
  accounts,
  domains,
  memberships,
  organizations,
  platformAccounts,
  platformAudit,
  profiles,
  siteMembers,
  users,
} from "../../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../../server/db/tenant-context.ts";
import { crossTenant, scoped } from "../../../../../server/db/tenant-scope.ts";
import { isUniqueViolation } from "../../../../../server/domain/changes/entity-kind.ts";
import { AppError } from "../../../../../server/errors.ts";
import {
  isKnownLocale,
  KNOWN_LOCALES,
  MAX_SUPPORTED_LOCALES,
  type Locale,
} from "../../../../../shared/i18n/locales.ts";
import { BUSINESS_TYPES, type BusinessType } from "../../../../../shared/rules/settings.ts";
import { isLookId, settingsForNewSite, siteLocales, type LookId } from "../../../shared/looks.ts";
import { normalizeSlug, SLUG_MESSAGES, slugProblem } from "../../../shared/slug-rules.ts";
import { recordCreations } from "../../../../../server/domain/changes/record-creations.ts";
import { fillStarterSite } from "../starter-kit/fill-starter-site.ts";
import { createHandoffToken } from "./handoff-token.ts";

export const SITE_NAME_MAX = 80;

export type CreateSiteInput = {
  name: string;
  slug: string;
  businessType: BusinessType;
  defaultLocale: Locale;
  locales: Locale[];
  look: LookId;
};

const bad = (field: string, message: string) => new AppError("bad_request", message, { field, code: "invalid" });

/** Checks what the create form sent; a refusal names the field (400). */
export function validateNewSite(body: Record<string, unknown>): CreateSiteInput {
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name.length < 1 || name.length > SITE_NAME_MAX)
    throw bad("name", `The site's name must be 1–${SITE_NAME_MAX} characters`);
  const slug = typeof body.slug === "string" ? normalizeSlug(body.slug) : "";
  const problem = slugProblem(slug);
  if (problem) throw bad("slug", SLUG_MESSAGES[problem]);
  const businessType = body.business_type;
  if (typeof businessType !== "string" || !(BUSINESS_TYPES as readonly string[]).includes(businessType)) {
    throw bad("business_type", `Choose a business type: ${BUSINESS_TYPES.join(", ")}`);
  }
  const defaultLocale = body.default_locale;
  if (!isKnownLocale(defaultLocale))
    throw bad("default_locale", `Choose a default language: ${KNOWN_LOCALES.join(", ")}`);
  const locales = body.locales;
  if (!Array.isArray(locales) || !locales.every(isKnownLocale)) {
    throw bad("locales", `Languages must be among: ${KNOWN_LOCALES.join(", ")}`);
  }
  if (locales.length < 1 || new Set(locales).size > MAX_SUPPORTED_LOCALES) {
    throw bad("locales", `Choose 1–${MAX_SUPPORTED_LOCALES} languages`);
  }
  if (!locales.includes(defaultLocale))
    throw bad("default_locale", "The default language must be one of the site's languages");
  if (!isLookId(body.look)) throw bad("look", "Choose one of the looks");
  return {
    name,
    slug,
    businessType: businessType as BusinessType,
    defaultLocale,
    locales: siteLocales(defaultLocale, locales),
    look: body.look,
  };
}

/** Whether a slug is free: no organization has it (a deleted site in its grace period keeps it). */
export async function slugTaken(services: Pick<Services, "db" | "env">, slug: string): Promise<boolean> {
  const reason = "a site's address is unique across the platform";
  const [organization] = await crossTenant(services.db, reason)
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1);
  if (organization) return true;
  const [domain] = await crossTenant(services.db, reason)
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.host, `${slug}.${services.env.SITES_DOMAIN}`))
    .limit(1);
  return domain !== undefined;
}

const newId = () => randomBytes(24).toString("base64url");

export type CreatedSite = { id: number; slug: string; host: string; status: "draft"; handoffToken: string };

/**
 * Creates a site for a confirmed platform account (decision 063) in ONE transaction:
 * the organization (draft), its primary domain, settings of the chosen look and languages, the
 * creator's site account (same address, the platform password's hash as its credential, e-mail
 * confirmed, admin), the owner's site_members row, the starter kit, the platform audit row and a
 * hand-off token. The unique slug (and host) decides a race: the loser's transaction leaves nothing
 * behind and is a 409. The kit's `content.changed` purges every instance's caches of the
 * organization after commit — the tenant resolver's remembered "no site here" for the host too.
 */
export async function createSite(
  services: Services,
  { accountId, input }: { accountId: number; input: CreateSiteInput },
): Promise<CreatedSite> {
  const host = `${input.slug}.${services.env.SITES_DOMAIN}`;
  try {
    return await asSystem("creating a site makes its organization and its first rows, before it exists", () =>
      services.dispatcher.transaction(services.db, async (tx, emit) => {
        const [account] = await tx
          .select({
            id: platformAccounts.id,
            email: platformAccounts.email,
            passwordHash: platformAccounts.password_hash,
            verified: platformAccounts.email_verified_at,
          })
          .from(platformAccounts)
          .where(eq(platformAccounts.id, accountId))
          .limit(1);
        if (!account) throw new AppError("unauthorized", "Sign in to the platform first");
        if (!account.verified) throw new AppError("forbidden", "Confirm your e-mail address before creating a site");

        const [organization] = await tx
          .insert(organizations)
          .values({
            name: input.name,
            type: input.businessType,
            slug: input.slug,
            status: "draft",
            settings: settingsForNewSite({ ...input, contactEmail: account.email }),
          })
          .returning({ id: organizations.id });
        const organizationId = organization!.id;
        const site = scoped(organizationId);
        await tx.insert(domains).values(site.values(domains, { host, is_primary: true }));

        // The creator's account on the site: the same address and password (the platform's hash).
        const userId = newId();
        await tx.insert(users).values({
          id: userId,
          organizationId,
          name: input.name,
          email: account.email,
          emailVerified: true,
        });
        await tx.insert(accounts).values({
          id: newId(),
          accountId: userId,
          providerId: "credential",
          userId,
          password: account.passwordHash,
        });
        await tx.insert(profiles).values(
          site.values(profiles, {
            user_id: userId,
            username: account.email.split("@")[0]!,
            full_name: null,
            email: account.email,
          }),
        );
        await tx.insert(memberships).values(site.values(memberships, { user_id: userId, role: "admin" }));
        await tx.insert(siteMembers).values(site.values(siteMembers, { account_id: account.id, role: "owner" }));

        await fillStarterSite(
          tx,
          {
            organizationId,
            name: input.name,
            businessType: input.businessType,
            defaultLocale: input.defaultLocale,
            locales: input.locales,
            look: input.look,
            contactEmail: account.email,
            hostUserIds: [userId],
          },
          emit,
        );
        // Each record's History starts with its creation, by the site's first admin.
        await recordCreations(tx, {
          organizationId,
          actor: { id: userId, name: account.email },
          requestId: `site.create:${input.slug}`,
          summary: "Created with the site (starter kit)",
        });
        await tx.insert(platformAudit).values({
          actor_account_id: account.id,
          actor_email: account.email,
          action: "site.create",
          site_id: organizationId,
          site_slug: input.slug,
          details: {
            business_type: input.businessType,
            default_locale: input.defaultLocale,
            locales: input.locales,
            look: input.look,
          },
        });
        const handoffToken = await createHandoffToken(tx, {
          organizationId,
          accountId: account.id,
          email: account.email,
        });
        return { id: organizationId, slug: input.slug, host, status: "draft" as const, handoffToken };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", SLUG_MESSAGES.taken, { field: "slug", code: "slug_taken" });
    }
    throw error;
  }
}

/** The sites a platform account owns or administers, newest first, for the console. */
export async function sitesOf(services: Pick<Services, "db">, accountId: number) {
  return crossTenant(services.db, "the console lists the person's sites, across organizations")
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      status: organizations.status,
      settings: organizations.settings,
      updatedAt: organizations.updated_at,
      createdAt: organizations.created_at,
      role: siteMembers.role,
    })
    .from(siteMembers)
    .innerJoin(organizations, eq(organizations.id, siteMembers.organization_id))
    .where(and(eq(siteMembers.account_id, accountId), ne(organizations.status, "deleted")))
    .orderBy(organizations.created_at);
}
