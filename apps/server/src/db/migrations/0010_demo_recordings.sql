CREATE TABLE "demo_recordings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"video_url" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	CONSTRAINT "demo_recordings_known_status" CHECK ("demo_recordings"."status" in ('SUBMITTED', 'WITHDRAWN', 'REVIEWED', 'UNREADABLE'))
);
--> statement-breakpoint
ALTER TABLE "demo_results" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_results" ADD COLUMN "recording_id" bigint;--> statement-breakpoint
ALTER TABLE "demo_slots" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "demo_recordings" ADD CONSTRAINT "demo_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_recordings" ADD CONSTRAINT "demo_recordings_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_recordings_one_waiting_key" ON "demo_recordings" USING btree ("user_id") WHERE "demo_recordings"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "demo_recordings_user_idx" ON "demo_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_recordings_status_idx" ON "demo_recordings" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "demo_results" ADD CONSTRAINT "demo_results_recording_id_demo_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."demo_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_results_one_final_recording_key" ON "demo_results" USING btree ("recording_id") WHERE "demo_results"."result" <> 'SPARE';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_results_one_per_member_recording_key" ON "demo_results" USING btree ("recording_id","staff_id");--> statement-breakpoint
ALTER TABLE "demo_results" ADD CONSTRAINT "demo_results_one_subject" CHECK (num_nonnulls("demo_results"."booking_id", "demo_results"."recording_id") = 1);