CREATE TABLE "fixed_period_exclusions" (
	"period_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_period_exclusions_period_id_starts_at_pk" PRIMARY KEY("period_id","starts_at"),
	CONSTRAINT "fixed_period_exclusions_cause" CHECK ("fixed_period_exclusions"."cause" in ('DELETED', 'LEAVE'))
);
--> statement-breakpoint
CREATE TABLE "fixed_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixed_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"class_type_id" bigint NOT NULL,
	"course_type" text NOT NULL,
	"smart_class_type" text NOT NULL,
	"weekly_times" jsonb NOT NULL,
	"first_date" text NOT NULL,
	"last_date" text NOT NULL,
	"rule" text NOT NULL,
	"first_starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"continue_decision" text,
	"continues_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_periods_status" CHECK ("fixed_periods"."status" in ('OFFERED', 'ACTIVE', 'ENDED', 'WITHDRAWN')),
	CONSTRAINT "fixed_periods_continue_decision" CHECK ("fixed_periods"."continue_decision" is null or "fixed_periods"."continue_decision" in ('CONTINUE', 'END')),
	CONSTRAINT "fixed_periods_dates" CHECK ("fixed_periods"."last_date" >= "fixed_periods"."first_date")
);
--> statement-breakpoint
CREATE TABLE "fixed_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixed_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"student_ids" jsonb NOT NULL,
	"level" text,
	"unit" text,
	"lesson" text,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"decline_reason" text,
	"key_id" bigint,
	"continues_id" bigint,
	CONSTRAINT "fixed_requests_status" CHECK ("fixed_requests"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "fixed_requests_students" CHECK (jsonb_array_length("fixed_requests"."student_ids") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "fixed_teacher_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_credit_balances" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cancellation_credit_balances_not_negative" CHECK ("cancellation_credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cancellation_credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"leave_id" bigint,
	"staff_id" bigint,
	"note" text,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_credit_ledger_nonzero" CHECK ("cancellation_credit_ledger"."amount" <> 0),
	CONSTRAINT "cancellation_credit_ledger_reason" CHECK ("cancellation_credit_ledger"."reason" in ('GRANT', 'SPEND', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "cancellation_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"period_months" integer DEFAULT 6 NOT NULL,
	"cancellations_per_period" integer DEFAULT 6 NOT NULL,
	"free_lead_hours" integer DEFAULT 24 NOT NULL,
	"last_minute_lead_hours" integer DEFAULT 2 NOT NULL,
	"late_fine_cents" integer DEFAULT 200 NOT NULL,
	"last_minute_fine_cents" integer DEFAULT 1000 NOT NULL,
	"no_show_fine_cents" integer DEFAULT 1000 NOT NULL,
	"leave_notice_business_days" integer DEFAULT 14 NOT NULL,
	"free_passes_per_year" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_policy_one_row" CHECK ("cancellation_policy"."id" = 1),
	CONSTRAINT "cancellation_policy_period" CHECK ("cancellation_policy"."period_months" >= 1),
	CONSTRAINT "cancellation_policy_leads" CHECK ("cancellation_policy"."last_minute_lead_hours" >= 0 and "cancellation_policy"."last_minute_lead_hours" <= "cancellation_policy"."free_lead_hours")
);
--> statement-breakpoint
CREATE TABLE "free_pass_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_pass_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leave_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"pass_year_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_appeals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leave_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" bigint,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "leave_appeals_status" CHECK ("leave_appeals"."status" in ('PENDING', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "leave_appeals_decided" CHECK (("leave_appeals"."status" = 'PENDING') = ("leave_appeals"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "leave_record_classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_record_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leave_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"course_type" text NOT NULL,
	"tier" text,
	"fine_cents" integer NOT NULL,
	"pay_lost_cents" integer NOT NULL,
	"carrots_lost" integer NOT NULL,
	"counted" boolean NOT NULL,
	"credit_used" boolean NOT NULL,
	"beyond_allowance" boolean NOT NULL,
	"hand_over" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_record_classes_amounts" CHECK ("leave_record_classes"."fine_cents" >= 0 and "leave_record_classes"."pay_lost_cents" >= 0 and "leave_record_classes"."carrots_lost" >= 0),
	CONSTRAINT "leave_record_classes_kind" CHECK ("leave_record_classes"."kind" in ('CANCELLATION', 'NO_SHOW')),
	CONSTRAINT "leave_record_classes_hand_over" CHECK ("leave_record_classes"."hand_over" in ('STANDBY', 'STUDENT_SIDE', 'NONE'))
);
--> statement-breakpoint
CREATE TABLE "leave_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"type" text,
	"reason" text,
	"reason_text" text,
	"status" text DEFAULT 'RECORDED' NOT NULL,
	"recorded_by" text NOT NULL,
	"staff_id" bigint,
	"note" text,
	"period_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_records_kind" CHECK ("leave_records"."kind" in ('CANCELLATION', 'NO_SHOW')),
	CONSTRAINT "leave_records_status" CHECK ("leave_records"."status" in ('RECORDED', 'APPEALED', 'UPHELD', 'REVERSED', 'REMOVED')),
	CONSTRAINT "leave_records_recorder" CHECK ("leave_records"."recorded_by" in ('TEACHER', 'STAFF', 'CLOCK')),
	CONSTRAINT "leave_records_type_of_kind" CHECK (("leave_records"."kind" = 'NO_SHOW') = ("leave_records"."type" is null)),
	CONSTRAINT "leave_records_staff_named" CHECK (("leave_records"."recorded_by" = 'STAFF') = ("leave_records"."staff_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pay_deductions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"leave_id" bigint NOT NULL,
	"leave_class_id" bigint NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_deductions_nonzero" CHECK ("pay_deductions"."amount_cents" <> 0),
	CONSTRAINT "pay_deductions_kind" CHECK ("pay_deductions"."kind" in ('FINE', 'FINE_REVERSED'))
);
--> statement-breakpoint
CREATE TABLE "student_side_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"slot_id" bigint,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "student_side_notices_status" CHECK ("student_side_notices"."status" in ('PENDING', 'SENT', 'NOT_SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "class_slots" ADD COLUMN "fixed_period_id" bigint;--> statement-breakpoint
ALTER TABLE "fixed_period_exclusions" ADD CONSTRAINT "fixed_period_exclusions_period_id_fixed_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."fixed_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_periods" ADD CONSTRAINT "fixed_periods_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_periods" ADD CONSTRAINT "fixed_periods_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_periods" ADD CONSTRAINT "fixed_periods_continues_id_fixed_periods_id_fk" FOREIGN KEY ("continues_id") REFERENCES "public"."fixed_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_requests" ADD CONSTRAINT "fixed_requests_period_id_fixed_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."fixed_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_requests" ADD CONSTRAINT "fixed_requests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_requests" ADD CONSTRAINT "fixed_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_requests" ADD CONSTRAINT "fixed_requests_key_id_integration_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_requests" ADD CONSTRAINT "fixed_requests_continues_id_fixed_requests_id_fk" FOREIGN KEY ("continues_id") REFERENCES "public"."fixed_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_teacher_settings" ADD CONSTRAINT "fixed_teacher_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_balances" ADD CONSTRAINT "cancellation_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" ADD CONSTRAINT "cancellation_credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" ADD CONSTRAINT "cancellation_credit_ledger_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" ADD CONSTRAINT "cancellation_credit_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policy" ADD CONSTRAINT "cancellation_policy_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pass_uses" ADD CONSTRAINT "free_pass_uses_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pass_uses" ADD CONSTRAINT "free_pass_uses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeals" ADD CONSTRAINT "leave_appeals_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeals" ADD CONSTRAINT "leave_appeals_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeals" ADD CONSTRAINT "leave_appeals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_records" ADD CONSTRAINT "leave_records_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_records" ADD CONSTRAINT "leave_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_leave_class_id_leave_record_classes_id_fk" FOREIGN KEY ("leave_class_id") REFERENCES "public"."leave_record_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_side_notices" ADD CONSTRAINT "student_side_notices_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixed_periods_teacher_idx" ON "fixed_periods" USING btree ("teacher_id","first_starts_at");--> statement-breakpoint
CREATE INDEX "fixed_periods_offered_idx" ON "fixed_periods" USING btree ("first_starts_at") WHERE "fixed_periods"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "fixed_periods_live_end_idx" ON "fixed_periods" USING btree ("ends_at") WHERE "fixed_periods"."status" in ('OFFERED', 'ACTIVE');--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_periods_continues_key" ON "fixed_periods" USING btree ("continues_id") WHERE "fixed_periods"."continues_id" is not null;--> statement-breakpoint
CREATE INDEX "fixed_requests_teacher_idx" ON "fixed_requests" USING btree ("teacher_id","requested_at");--> statement-breakpoint
CREATE INDEX "fixed_requests_period_idx" ON "fixed_requests" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "fixed_requests_pending_idx" ON "fixed_requests" USING btree ("deadline") WHERE "fixed_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_requests_accepted_key" ON "fixed_requests" USING btree ("period_id") WHERE "fixed_requests"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_credit_ledger_source_key" ON "cancellation_credit_ledger" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "cancellation_credit_ledger_user_idx" ON "cancellation_credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "free_pass_uses_once_key" ON "free_pass_uses" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "free_pass_uses_teacher_idx" ON "free_pass_uses" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_appeals_once_key" ON "leave_appeals" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "leave_appeals_status_idx" ON "leave_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_record_classes_once_key" ON "leave_record_classes" USING btree ("slot_id","kind");--> statement-breakpoint
CREATE INDEX "leave_record_classes_leave_idx" ON "leave_record_classes" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "leave_record_classes_teacher_idx" ON "leave_record_classes" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_records_teacher_idx" ON "leave_records" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_deductions_source_key" ON "pay_deductions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "pay_deductions_user_idx" ON "pay_deductions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_deductions_class_idx" ON "pay_deductions" USING btree ("leave_class_id");--> statement-breakpoint
CREATE INDEX "student_side_notices_status_idx" ON "student_side_notices" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "class_slots" ADD CONSTRAINT "class_slots_fixed_period_id_fixed_periods_id_fk" FOREIGN KEY ("fixed_period_id") REFERENCES "public"."fixed_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_slots_fixed_period_idx" ON "class_slots" USING btree ("fixed_period_id","starts_at") WHERE "class_slots"."fixed_period_id" is not null;