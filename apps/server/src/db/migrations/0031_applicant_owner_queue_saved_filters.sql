CREATE TABLE "saved_filters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_filters_list" CHECK ("saved_filters"."list" in ('applicants', 'teachers')),
	CONSTRAINT "saved_filters_name_length" CHECK (char_length("saved_filters"."name") between 1 and 60),
	CONSTRAINT "saved_filters_query_length" CHECK (char_length("saved_filters"."query") <= 500)
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_member_list_name_key" ON "saved_filters" USING btree ("staff_id","list","name");--> statement-breakpoint
CREATE INDEX "users_success_manager_status_idx" ON "users" USING btree ("success_manager_id","status") WHERE "users"."success_manager_id" is not null;