CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text,
	"content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_type" text DEFAULT 'html' NOT NULL,
	"subsection" text,
	"author_name" text,
	"meta_description" text,
	"section_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"help_center_order" integer DEFAULT 0 NOT NULL,
	"main_photo" text,
	"type" text DEFAULT 'default' NOT NULL,
	"is_numbered" boolean DEFAULT false NOT NULL,
	"display_this_post" boolean DEFAULT true NOT NULL,
	"display_as_blog_post" boolean DEFAULT false NOT NULL,
	"is_displayed_first_page" boolean DEFAULT false NOT NULL,
	"is_help_center" boolean DEFAULT false NOT NULL,
	"is_with_author" boolean DEFAULT true NOT NULL,
	"is_company_author" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"doc_set" text,
	"doc_set_order" integer,
	"doc_set_title" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_organization_slug_uq" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "document_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_sets_organization_slug_uq" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_organization_kind_uq" UNIQUE("organization_id","kind")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sets" ADD CONSTRAINT "document_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_organization_blog_idx" ON "blog_posts" USING btree ("organization_id","display_as_blog_post","created_on");--> statement-breakpoint
CREATE INDEX "blog_posts_organization_doc_set_idx" ON "blog_posts" USING btree ("organization_id","doc_set","doc_set_order");