CREATE TABLE "status_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lifecycle" text NOT NULL,
	"record_id" bigint NOT NULL,
	"move" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_moves_record_idx" ON "status_moves" USING btree ("lifecycle","record_id","id");--> statement-breakpoint
-- Written by hand (decision 054): the trail of status moves is append-only, like the ledgers.
CREATE TRIGGER status_moves_append_only BEFORE UPDATE OR DELETE ON status_moves FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
