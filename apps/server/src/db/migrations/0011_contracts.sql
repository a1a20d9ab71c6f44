CREATE TABLE "applicant_documents" (
	"user_id" bigint NOT NULL,
	"use_type" text NOT NULL,
	"status" text DEFAULT 'UN_SUBMIT' NOT NULL,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_documents_user_id_use_type_pk" PRIMARY KEY("user_id","use_type"),
	CONSTRAINT "applicant_documents_known_type" CHECK ("applicant_documents"."use_type" in ('TEACHER_CERTIFICATE', 'PROOF_CERTIFICATE', 'PASSPORT', 'EDU_CERTIFICATE')),
	CONSTRAINT "applicant_documents_known_status" CHECK ("applicant_documents"."status" in ('UN_SUBMIT', 'SUBMITTED', 'RESUBMIT', 'PASS')),
	CONSTRAINT "applicant_documents_file_when_submitted" CHECK ("applicant_documents"."status" = 'UN_SUBMIT' or "applicant_documents"."storage_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "background_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_by" bigint,
	"result" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "background_checks_known_result" CHECK ("background_checks"."result" in ('CLEAR', 'ADVERSE')),
	CONSTRAINT "background_checks_consent_first" CHECK ("background_checks"."result" is null or "background_checks"."consent_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"masked" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"contract_type" text NOT NULL,
	"pay_per_class_cents" integer NOT NULL,
	"basic_increase_cents" integer NOT NULL,
	"peak_carrots" integer NOT NULL,
	"effective_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsigned_storage_key" text NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_storage_key" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "contracts_known_status" CHECK ("contracts"."status" in ('INVITED', 'SIGNED', 'VOID')),
	CONSTRAINT "contracts_signed_complete" CHECK (("contracts"."status" = 'SIGNED') = ("contracts"."signed_at" is not null and "contracts"."signed_name" is not null and "contracts"."signed_storage_key" is not null)),
	CONSTRAINT "contracts_dates_in_order" CHECK ("contracts"."expires_on" > "contracts"."effective_on"),
	CONSTRAINT "contracts_amounts_not_negative" CHECK ("contracts"."pay_per_class_cents" >= 0 and "contracts"."basic_increase_cents" >= 0 and "contracts"."peak_carrots" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"grade" text DEFAULT 'C' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"account_status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" bigint,
	"time_zone" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_updated_at" timestamp with time zone,
	CONSTRAINT "teachers_known_grade" CHECK ("teachers"."grade" in ('S_PLUS', 'S', 'A', 'B', 'C')),
	CONSTRAINT "teachers_known_level" CHECK ("teachers"."level" between 1 and 3),
	CONSTRAINT "teachers_known_state" CHECK ("teachers"."account_status" in ('ACTIVE', 'DISABLED'))
);
--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_documents" ADD CONSTRAINT "applicant_documents_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_consent_by_staff_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_activated_by_staff_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_user_version_key" ON "contracts" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_open_key" ON "contracts" USING btree ("user_id") WHERE "contracts"."status" = 'INVITED';--> statement-breakpoint
CREATE INDEX "staff_actions_user_idx" ON "staff_actions" USING btree ("user_id","created_at");