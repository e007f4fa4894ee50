CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text DEFAULT 'services' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"host" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"display_name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text DEFAULT '' NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"is_displayed_on_footer" boolean DEFAULT false NOT NULL,
	"icon_name" text,
	"react_icon_id" text,
	"react_icons" text,
	"menu_items_are_text" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "submenu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submenu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text DEFAULT '' NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heading_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heading_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"url_page" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name_part_2" text,
	"name_part_2_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name_part_3" text,
	"name_part_3_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"description_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_text" text,
	"button_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"is_text_link" boolean DEFAULT false NOT NULL,
	"image" text,
	"image_first" boolean DEFAULT false NOT NULL,
	"is_included_templatesection" boolean DEFAULT false NOT NULL,
	"style_variant" text DEFAULT 'default' NOT NULL,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"title_alignment" text DEFAULT 'left' NOT NULL,
	"background_color" text DEFAULT 'white' NOT NULL,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"is_image_rounded_full" boolean DEFAULT false NOT NULL,
	"is_title_displayed" boolean DEFAULT true NOT NULL,
	"is_card_type" boolean DEFAULT false NOT NULL,
	"background_color" text DEFAULT 'white' NOT NULL,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_section_metrics" (
	"organization_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"metric_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_section_metrics_section_id_metric_id_pk" PRIMARY KEY("section_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "template_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"url_page" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"section_title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_description" text DEFAULT '' NOT NULL,
	"section_description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_type" text,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"grid_columns" integer DEFAULT 3 NOT NULL,
	"is_slider" boolean DEFAULT false NOT NULL,
	"is_full_width" boolean DEFAULT false NOT NULL,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"background_color" text,
	"is_section_title_aligned_center" boolean DEFAULT false NOT NULL,
	"is_section_title_aligned_right" boolean DEFAULT false NOT NULL,
	"is_image_bottom" boolean DEFAULT false NOT NULL,
	"image_metrics_height" text DEFAULT 'h-48' NOT NULL,
	"is_reviews_section" boolean DEFAULT false NOT NULL,
	"is_help_center_section" boolean DEFAULT false NOT NULL,
	"is_real_estate_modal" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"is_article_slider" boolean DEFAULT false NOT NULL,
	"is_contact_section" boolean DEFAULT false NOT NULL,
	"is_faq_section" boolean DEFAULT false NOT NULL,
	"is_pricingplans_section" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_sections_organization_id_uq" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_menu_item_fk" FOREIGN KEY ("organization_id","menu_item_id") REFERENCES "public"."menu_items"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heading_sections" ADD CONSTRAINT "heading_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_section_fk" FOREIGN KEY ("organization_id","section_id") REFERENCES "public"."template_sections"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_metric_fk" FOREIGN KEY ("organization_id","metric_id") REFERENCES "public"."metrics"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sections" ADD CONSTRAINT "template_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domains_organization_idx" ON "domains" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "menu_items_organization_order_idx" ON "menu_items" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "submenu_items_organization_menu_idx" ON "submenu_items" USING btree ("organization_id","menu_item_id","order");--> statement-breakpoint
CREATE INDEX "heading_sections_organization_page_idx" ON "heading_sections" USING btree ("organization_id","url_page","order");--> statement-breakpoint
CREATE INDEX "metrics_organization_idx" ON "metrics" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "template_section_metrics_organization_section_idx" ON "template_section_metrics" USING btree ("organization_id","section_id","order");--> statement-breakpoint
CREATE INDEX "template_sections_organization_page_idx" ON "template_sections" USING btree ("organization_id","url_page","order");