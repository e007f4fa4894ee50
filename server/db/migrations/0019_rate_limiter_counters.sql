CREATE TABLE "rate_limiter_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limiter_counters_expire_idx" ON "rate_limiter_counters" USING btree ("expire");