CREATE TABLE "leave_appeal_files" (
	"appeal_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_appeal_files" ADD CONSTRAINT "leave_appeal_files_appeal_id_leave_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."leave_appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeal_files" ADD CONSTRAINT "leave_appeal_files_file_id_file_grants_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_appeal_files_file_key" ON "leave_appeal_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_appeal_files_position_key" ON "leave_appeal_files" USING btree ("appeal_id","position");