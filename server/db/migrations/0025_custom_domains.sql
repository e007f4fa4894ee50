-- Custom domains (docs/decisions/066-custom-domains.md): a host is no longer the key, because several
-- sites may hold a pending claim on one host; only a verified (or platform) host is unique.
-- "domains_pkey" is PostgreSQL's own name for the primary key 0000_init.sql created.
ALTER TABLE "domains" DROP CONSTRAINT "domains_pkey";--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "kind" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "failing_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "last_check" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_organization_host_uq" ON "domains" USING btree ("organization_id","host");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_serving_host_uq" ON "domains" USING btree ("host") WHERE "domains"."status" in ('active', 'failing');--> statement-breakpoint
CREATE INDEX "domains_next_check_idx" ON "domains" USING btree ("next_check_at") WHERE "domains"."kind" = 'custom';--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_kind_ck" CHECK ("domains"."kind" in ('platform', 'custom'));--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_status_ck" CHECK ("domains"."status" in ('pending', 'active', 'failing'));--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_primary_serving_ck" CHECK (not "domains"."is_primary" or "domains"."status" <> 'pending');--> statement-breakpoint
-- Still a tenant table (0023): the policies are re-applied, which changes nothing when they are there.
SELECT tessera_tenant_table('domains');