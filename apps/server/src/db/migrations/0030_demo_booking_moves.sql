ALTER TABLE "demo_bookings" ADD COLUMN "invitation_of" bigint;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "invitation_sequence" integer DEFAULT 0 NOT NULL;