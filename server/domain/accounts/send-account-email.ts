import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Services } from "../../context.ts";
import type { Tenant } from "../../tenancy/tenant-resolver.ts";
import { emailButtonColor } from "../email/email-color.ts";
import { renderEmail, type EmailKind } from "../email/templates.ts";

/** Renders an account mail in the visitor's language with the site's name and colour, and sends it. */
export function sendAccountEmail({
  services,
  tenant,
  kind,
  to,
  name,
  link,
  locale,
}: {
  services: Pick<Services, "mailer">;
  tenant: Tenant;
  kind: EmailKind;
  to: string;
  name: string;
  link: string;
  locale: Locale;
}): Promise<boolean> {
  const mail = renderEmail({
    kind,
    locale,
    organizationName: tenant.name,
    primaryColor: emailButtonColor(tenant.settings.primary),
    recipientName: name,
    link,
  });
  const secretLinks = kind === "reset_password" || kind === "verify_email";
  return services.mailer.send({ ...mail, organizationId: tenant.id, to, links: [link], secretLinks });
}
