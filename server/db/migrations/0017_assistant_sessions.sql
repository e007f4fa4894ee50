ALTER TABLE "ai_answers" ADD COLUMN "asker_hash" text;--> statement-breakpoint
CREATE INDEX "ai_answers_organization_asker_idx" ON "ai_answers" USING btree ("organization_id","asker_hash");