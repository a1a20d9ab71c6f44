CREATE TABLE "demo_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"result" text NOT NULL,
	"scores" jsonb NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_results_known_result" CHECK ("demo_results"."result" in ('PASS', 'SPARE', 'NOPASS'))
);
--> statement-breakpoint
ALTER TABLE "demo_results" ADD CONSTRAINT "demo_results_booking_id_demo_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."demo_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_results" ADD CONSTRAINT "demo_results_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_results_one_final_key" ON "demo_results" USING btree ("booking_id") WHERE "demo_results"."result" <> 'SPARE';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_results_one_per_member_key" ON "demo_results" USING btree ("booking_id","staff_id");