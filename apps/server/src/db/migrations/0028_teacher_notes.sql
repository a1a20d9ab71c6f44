CREATE TABLE "teacher_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_notes_body_length" CHECK (char_length("teacher_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_notes_user_idx" ON "teacher_notes" USING btree ("user_id","created_at");--> statement-breakpoint
-- By hand (Drizzle cannot say it): notes are append-only, as the audit trail (0020).
CREATE TRIGGER teacher_notes_append_only BEFORE UPDATE OR DELETE ON teacher_notes FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
