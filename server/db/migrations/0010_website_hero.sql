CREATE TABLE "website_hero" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_hero_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"url_page" text DEFAULT '/home' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button" text DEFAULT 'Get Started' NOT NULL,
	"button_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"animation_element" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"title_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"legacy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_hero_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "website_hero" ADD CONSTRAINT "website_hero_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_hero_organization_page_idx" ON "website_hero" USING btree ("organization_id","url_page","display_order");