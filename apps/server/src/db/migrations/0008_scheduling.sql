-- One member's published times never overlap (decision 034): an exclusion constraint over
-- the member and the time range, which needs btree_gist for the member's equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"course_type" text NOT NULL,
	"phase" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'BOOK_SUCCESS' NOT NULL,
	"room_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"course_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "demo_slots_positive_length" CHECK ("demo_slots"."ends_at" > "demo_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_slot_id_demo_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."demo_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_slots" ADD CONSTRAINT "demo_slots_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_slot_taken_key" ON "demo_bookings" USING btree ("slot_id") WHERE "demo_bookings"."status" <> 'BOOK_CANCEL';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_one_live_per_phase_key" ON "demo_bookings" USING btree ("user_id","phase") WHERE "demo_bookings"."status" = 'BOOK_SUCCESS';--> statement-breakpoint
CREATE INDEX "demo_bookings_user_idx" ON "demo_bookings" USING btree ("user_id","phase");--> statement-breakpoint
CREATE INDEX "demo_slots_kind_start_idx" ON "demo_slots" USING btree ("course_type","starts_at");--> statement-breakpoint
CREATE INDEX "demo_slots_staff_start_idx" ON "demo_slots" USING btree ("staff_id","starts_at");--> statement-breakpoint
ALTER TABLE "demo_slots" ADD CONSTRAINT "demo_slots_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("withdrawn_at" IS NULL);
