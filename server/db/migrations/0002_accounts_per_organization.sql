-- Accounts belong to the organization whose site they were created on (decision 013).
-- An existing account keeps its id in the organization it joined first; for every other
-- organization it was a member of, a copy (same name, address, confirmation state and password
-- hash) takes over that membership and profile. Sessions stay with the original; pending
-- verification and reset tokens are dropped (they are short-lived, and must be re-requested).
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "users" AS u SET "organization_id" = (
  SELECT m."organization_id" FROM "memberships" AS m WHERE m."user_id" = u."id"
  ORDER BY m."created_at", m."organization_id" LIMIT 1
);--> statement-breakpoint
DO $$
DECLARE
  extra record;
  copy_id text;
BEGIN
  FOR extra IN
    SELECT m."organization_id", m."user_id" FROM "memberships" AS m
    JOIN "users" AS u ON u."id" = m."user_id"
    WHERE m."organization_id" <> u."organization_id"
  LOOP
    copy_id := replace(gen_random_uuid()::text, '-', '');
    INSERT INTO "users" ("id", "organization_id", "name", "email", "email_verified", "image", "created_at", "updated_at")
      SELECT copy_id, extra."organization_id", "name", "email", "email_verified", "image", "created_at", "updated_at"
      FROM "users" WHERE "id" = extra."user_id";
    INSERT INTO "accounts" ("id", "account_id", "provider_id", "user_id", "access_token", "refresh_token", "id_token",
        "access_token_expires_at", "refresh_token_expires_at", "scope", "password", "created_at", "updated_at")
      SELECT replace(gen_random_uuid()::text, '-', ''),
        CASE WHEN "provider_id" = 'credential' THEN copy_id ELSE "account_id" END,
        "provider_id", copy_id, "access_token", "refresh_token", "id_token", "access_token_expires_at",
        "refresh_token_expires_at", "scope", "password", "created_at", "updated_at"
      FROM "accounts" WHERE "user_id" = extra."user_id";
    UPDATE "memberships" SET "user_id" = copy_id
      WHERE "organization_id" = extra."organization_id" AND "user_id" = extra."user_id";
    UPDATE "profiles" SET "user_id" = copy_id
      WHERE "organization_id" = extra."organization_id" AND "user_id" = extra."user_id";
  END LOOP;
END $$;--> statement-breakpoint
-- Accounts that never got a membership are the remains of failed registrations: no site has them.
DELETE FROM "users" WHERE "organization_id" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "sessions" AS s SET "organization_id" = u."organization_id" FROM "users" AS u WHERE u."id" = s."user_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
DELETE FROM "verifications";--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "organization_id" integer NOT NULL;--> statement-breakpoint
DROP INDEX "sessions_user_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_organization_user_idx" ON "sessions" USING btree ("organization_id","user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_email_uq" UNIQUE("organization_id","email");
