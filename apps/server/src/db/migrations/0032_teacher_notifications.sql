CREATE TABLE "teacher_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "teacher_notifications" ADD CONSTRAINT "teacher_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_notifications_user_idx" ON "teacher_notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "teacher_notifications_unread_idx" ON "teacher_notifications" USING btree ("user_id") WHERE "teacher_notifications"."read_at" is null;