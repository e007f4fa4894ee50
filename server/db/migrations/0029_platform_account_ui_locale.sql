ALTER TABLE "platform_accounts" ADD COLUMN "ui_locale" text;--> statement-breakpoint
-- Until now the console read the language a person chose on a site profile of theirs (same address,
-- a site they are a member of; the newest when several): it becomes the account's own
-- (docs/decisions/083-platform-account-language.md). Profiles and site members are tenant tables under
-- forced row-level security: the copy is made as the system role (decision 054), which sees every
-- organization's rows, rather than relying on the migrating user's memberships.
SET ROLE tessera_system;--> statement-breakpoint
UPDATE "platform_accounts" a SET "ui_locale" = (
  SELECT p."ui_locale" FROM "profiles" p
  JOIN "site_members" m ON m."organization_id" = p."organization_id"
  WHERE m."account_id" = a."id" AND lower(p."email") = a."email" AND p."ui_locale" IS NOT NULL
  ORDER BY p."updated_at" DESC LIMIT 1
) WHERE a."ui_locale" IS NULL;--> statement-breakpoint
RESET ROLE;
