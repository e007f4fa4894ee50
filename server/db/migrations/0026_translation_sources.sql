CREATE TABLE "translation_sources" (
	"organization_id" integer NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"translated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_organization_id_record_kind_record_id_field_locale_pk" PRIMARY KEY("organization_id","record_kind","record_id","field","locale")
);
--> statement-breakpoint
ALTER TABLE "translation_sources" ADD CONSTRAINT "translation_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A tenant table (0023): row-level security like every other one (decision 069).
SELECT tessera_tenant_table('translation_sources');
