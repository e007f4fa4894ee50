ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at_idx" ON "blog_posts" USING btree ("publish_at");