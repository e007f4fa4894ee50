-- No host is ever booked twice at once (issue 20, cal.com#5820): the database refuses a live
-- booking whose blocked range (meeting plus buffers) overlaps another of the same host, however
-- many requests race. btree_gist lets the host's text id sit in a GiST index beside the range.
-- Kept as a custom migration: drizzle-kit cannot express EXCLUDE, so regenerate around this file.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap" EXCLUDE USING gist ("host_user_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
