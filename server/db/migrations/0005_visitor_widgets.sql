CREATE TABLE "pricing_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pricing_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"promotion_price" integer,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_plans_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "cookie_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cookie_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_categories_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "cookie_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cookie_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"script_url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_services_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cookie_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" text,
	"anonymous_id" text,
	"consent_given" boolean NOT NULL,
	"services" jsonb NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_categories" ADD CONSTRAINT "cookie_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD CONSTRAINT "cookie_services_category_fk" FOREIGN KEY ("organization_id","category_id") REFERENCES "public"."cookie_categories"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_plans_organization_order_idx" ON "pricing_plans" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "cookie_categories_organization_order_idx" ON "cookie_categories" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "cookie_services_organization_category_idx" ON "cookie_services" USING btree ("organization_id","category_id","order");--> statement-breakpoint
CREATE INDEX "cookie_consents_organization_user_idx" ON "cookie_consents" USING btree ("organization_id","user_id","id");--> statement-breakpoint
CREATE INDEX "cookie_consents_organization_anonymous_idx" ON "cookie_consents" USING btree ("organization_id","anonymous_id","id");--> statement-breakpoint
-- Consent records are proof: rows may be added (and go with their organization), never changed.
CREATE FUNCTION "cookie_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cookie_consents is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "cookie_consents_no_update" BEFORE UPDATE ON "cookie_consents" FOR EACH ROW EXECUTE FUNCTION "cookie_consents_append_only"();
