ALTER TABLE "bookings" ADD COLUMN "guest_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment" jsonb;