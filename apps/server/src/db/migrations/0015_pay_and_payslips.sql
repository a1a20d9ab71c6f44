CREATE TABLE "pay_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_adjustments_nonzero" CHECK ("pay_adjustments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pay_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_policy_one_row" CHECK ("pay_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"teachers_total" integer DEFAULT 0 NOT NULL,
	"teachers_done" integer DEFAULT 0 NOT NULL,
	"teachers_kept" integer DEFAULT 0 NOT NULL,
	"started_by" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "pay_runs_status" CHECK ("pay_runs"."status" in ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payslip_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payslip_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"custom_group" text NOT NULL,
	"pay_item" text NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"slot_id" bigint,
	"at" timestamp with time zone,
	"label" text NOT NULL,
	"finish_type" text,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payslips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"total_cents" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"run_id" bigint,
	"generated_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"receipt_file_id" text,
	"receipt_at" timestamp with time zone,
	"problem_message" text,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"batch_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_status" CHECK ("payslips"."status" in ('DRAFT', 'OFFICIAL_CONFIRMED', 'TEACHER_CONFIRMED', 'SUBMIT_FINANCIAL', 'PAID', 'PROBLEM')),
	CONSTRAINT "payslips_problem_has_message" CHECK (("payslips"."status" = 'PROBLEM') = ("payslips"."problem_message" is not null))
);
--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_policy" ADD CONSTRAINT "pay_policy_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_started_by_staff_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_receipt_file_id_file_grants_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."file_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_teacher_month_idx" ON "pay_adjustments" USING btree ("teacher_id","month_start");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_one_running" ON "pay_runs" USING btree ("month_start") WHERE "pay_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_lines_source_key" ON "payslip_lines" USING btree ("payslip_id","pay_item","source","source_id");--> statement-breakpoint
CREATE INDEX "payslip_lines_item_idx" ON "payslip_lines" USING btree ("payslip_id","pay_item","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_teacher_month_key" ON "payslips" USING btree ("teacher_id","month_start");--> statement-breakpoint
CREATE INDEX "payslips_month_status_idx" ON "payslips" USING btree ("month_start","status");