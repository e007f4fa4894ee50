import { isKnownLocale, localizePath, type Locale } from "../../../shared/i18n/locales.ts";
import type { Services } from "../../context.ts";
import type { Tenant } from "../../tenancy/tenant-resolver.ts";

/** What every account use case needs from the request: never the organization from a body. */
export type AccountRequest = {
  services: Services;
  tenant: Tenant;
  /** scheme://host of the site as the visitor sees it: links in mails point here. */
  origin: string;
  secure: boolean;
  /** The client's IP (sign-in throttling): the socket's, or the trusted proxy's last X-Forwarded-For entry. */
  ip: string;
  /** The visitor's language for mails (a supported locale of the site). */
  locale: Locale;
};

/** The requested locale when the site supports it, else the site's default. */
export function pickLocale(tenant: Tenant, requested: string | null | undefined): Locale {
  if (isKnownLocale(requested) && tenant.settings.supportedLocales.includes(requested)) return requested;
  return tenant.settings.defaultLocale;
}

/** An absolute link to a page of the site, locale-prefixed when not the default language. */
export function siteLink(
  request: Pick<AccountRequest, "origin" | "tenant" | "locale">,
  path: string,
  query?: Record<string, string>,
): string {
  const localized = localizePath(path, request.locale, request.tenant.settings);
  const search = query ? `?${new URLSearchParams(query).toString()}` : "";
  return `${request.origin}${localized}${search}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
