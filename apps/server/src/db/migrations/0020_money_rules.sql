CREATE TABLE "class_releases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"from_status" text NOT NULL,
	"hand_over" text NOT NULL,
	"standby_slot_id" bigint,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_releases_reason" CHECK ("class_releases"."reason" in ('ACCOUNT_SUSPENDED', 'NO_CONTRACT')),
	CONSTRAINT "class_releases_hand_over" CHECK ("class_releases"."hand_over" in ('STANDBY', 'STUDENT_SIDE', 'NONE'))
);
--> statement-breakpoint
CREATE TABLE "pay_month_changes" (
	"teacher_id" bigint NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_month_changes_teacher_id_month_start_pk" PRIMARY KEY("teacher_id","month_start")
);
--> statement-breakpoint
CREATE TABLE "pay_months" (
	"month_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"month_end" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"released_by" bigint,
	"policy" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslip_coverage" (
	"payslip_id" bigint NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "payslip_coverage_payslip_id_month_start_pk" PRIMARY KEY("payslip_id","month_start")
);
--> statement-breakpoint
ALTER TABLE "carrot_ledger" DROP CONSTRAINT "carrot_ledger_nonzero";--> statement-breakpoint
ALTER TABLE "fixed_period_exclusions" DROP CONSTRAINT "fixed_period_exclusions_cause";--> statement-breakpoint
ALTER TABLE "pay_adjustments" DROP CONSTRAINT "pay_adjustments_nonzero";--> statement-breakpoint
ALTER TABLE "carrot_balances" DROP CONSTRAINT "carrot_balances_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "carrot_ledger" DROP CONSTRAINT "carrot_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "carrot_ledger" DROP CONSTRAINT "carrot_ledger_slot_id_class_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "class_outcomes" DROP CONSTRAINT "class_outcomes_slot_id_class_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT "staff_actions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cancellation_credit_balances" DROP CONSTRAINT "cancellation_credit_balances_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" DROP CONSTRAINT "cancellation_credit_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" DROP CONSTRAINT "cancellation_credit_ledger_leave_id_leave_records_id_fk";
--> statement-breakpoint
ALTER TABLE "free_pass_uses" DROP CONSTRAINT "free_pass_uses_leave_id_leave_records_id_fk";
--> statement-breakpoint
ALTER TABLE "free_pass_uses" DROP CONSTRAINT "free_pass_uses_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_appeals" DROP CONSTRAINT "leave_appeals_leave_id_leave_records_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_appeals" DROP CONSTRAINT "leave_appeals_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_record_classes" DROP CONSTRAINT "leave_record_classes_leave_id_leave_records_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_record_classes" DROP CONSTRAINT "leave_record_classes_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_record_classes" DROP CONSTRAINT "leave_record_classes_slot_id_class_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_records" DROP CONSTRAINT "leave_records_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_deductions" DROP CONSTRAINT "pay_deductions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_deductions" DROP CONSTRAINT "pay_deductions_leave_id_leave_records_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_deductions" DROP CONSTRAINT "pay_deductions_leave_class_id_leave_record_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_adjustments" DROP CONSTRAINT "pay_adjustments_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payslip_lines" DROP CONSTRAINT "payslip_lines_payslip_id_payslips_id_fk";
--> statement-breakpoint
ALTER TABLE "payslip_lines" DROP CONSTRAINT "payslip_lines_slot_id_class_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_teacher_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "payslip_lines_source_key";--> statement-breakpoint
ALTER TABLE "carrot_balances" ADD COLUMN "owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD COLUMN "owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renews_contract_id" bigint;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD COLUMN "slot_id" bigint;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD COLUMN "issue" text;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD COLUMN "corrects_month" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD COLUMN "corrects_payslip_id" bigint;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "class_releases" ADD CONSTRAINT "class_releases_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_releases" ADD CONSTRAINT "class_releases_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_releases" ADD CONSTRAINT "class_releases_standby_slot_id_class_slots_id_fk" FOREIGN KEY ("standby_slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_releases" ADD CONSTRAINT "class_releases_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_month_changes" ADD CONSTRAINT "pay_month_changes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_months" ADD CONSTRAINT "pay_months_released_by_staff_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_coverage" ADD CONSTRAINT "payslip_coverage_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_releases_slot_key" ON "class_releases" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "class_releases_teacher_idx" ON "class_releases" USING btree ("teacher_id","created_at");--> statement-breakpoint
ALTER TABLE "carrot_balances" ADD CONSTRAINT "carrot_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD CONSTRAINT "carrot_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD CONSTRAINT "carrot_ledger_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_outcomes" ADD CONSTRAINT "class_outcomes_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renews_contract_id_contracts_id_fk" FOREIGN KEY ("renews_contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_balances" ADD CONSTRAINT "cancellation_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" ADD CONSTRAINT "cancellation_credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_credit_ledger" ADD CONSTRAINT "cancellation_credit_ledger_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pass_uses" ADD CONSTRAINT "free_pass_uses_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pass_uses" ADD CONSTRAINT "free_pass_uses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeals" ADD CONSTRAINT "leave_appeals_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_appeals" ADD CONSTRAINT "leave_appeals_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record_classes" ADD CONSTRAINT "leave_record_classes_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_records" ADD CONSTRAINT "leave_records_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_leave_id_leave_records_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_deductions" ADD CONSTRAINT "pay_deductions_leave_class_id_leave_record_classes_id_fk" FOREIGN KEY ("leave_class_id") REFERENCES "public"."leave_record_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_corrects_payslip_id_payslips_id_fk" FOREIGN KEY ("corrects_payslip_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_slot_idx" ON "pay_adjustments" USING btree ("slot_id") WHERE "pay_adjustments"."slot_id" is not null;--> statement-breakpoint
CREATE INDEX "payslip_lines_corrects_idx" ON "payslip_lines" USING btree ("corrects_month") WHERE "payslip_lines"."corrects_month" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_lines_source_key" ON "payslip_lines" USING btree ("payslip_id","custom_group","pay_item","source","source_id");--> statement-breakpoint
ALTER TABLE "carrot_balances" ADD CONSTRAINT "carrot_balances_owed_not_negative" CHECK ("carrot_balances"."owed" >= 0);--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD CONSTRAINT "carrot_ledger_nonzero" CHECK ("carrot_ledger"."amount" <> 0 or "carrot_ledger"."owed" <> 0);--> statement-breakpoint
ALTER TABLE "fixed_period_exclusions" ADD CONSTRAINT "fixed_period_exclusions_cause" CHECK ("fixed_period_exclusions"."cause" in ('DELETED', 'LEAVE', 'RELEASED'));--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_nonzero" CHECK ("pay_adjustments"."amount_cents" <> 0 or "pay_adjustments"."slot_id" is not null);--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_correction_named" CHECK (("payslip_lines"."custom_group" = 'CORRECTION') = ("payslip_lines"."corrects_month" is not null));--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_issue" CHECK ("payslip_lines"."issue" is null or "payslip_lines"."issue" in ('NO_CONTRACT'));--> statement-breakpoint
-- Decision 052, written by hand: what Drizzle cannot say.
--
-- Ledgers and the audit trail are append-only: the database refuses to change or delete their
-- rows, whoever asks. A reversal is a new row.
CREATE FUNCTION portal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted (%)', TG_TABLE_NAME, TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER carrot_ledger_append_only BEFORE UPDATE OR DELETE ON carrot_ledger FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cancellation_credit_ledger_append_only BEFORE UPDATE OR DELETE ON cancellation_credit_ledger FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER pay_deductions_append_only BEFORE UPDATE OR DELETE ON pay_deductions FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER class_outcomes_append_only BEFORE UPDATE OR DELETE ON class_outcomes FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER class_releases_append_only BEFORE UPDATE OR DELETE ON class_releases FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions FOR EACH ROW EXECUTE FUNCTION portal_refuse_change();
--> statement-breakpoint
-- A released payslip keeps its month, teacher, total, rules and version; it never goes back
-- to DRAFT and is never deleted. Its status, receipt and dates still move.
CREATE FUNCTION portal_keep_released_payslip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'DRAFT' AND (TG_OP = 'DELETE' OR NEW.status = 'DRAFT'
      OR (NEW.teacher_id, NEW.month_start, NEW.total_cents, NEW.version, NEW.policy)
        IS DISTINCT FROM (OLD.teacher_id, OLD.month_start, OLD.total_cents, OLD.version, OLD.policy)) THEN
    RAISE EXCEPTION 'released payslip % is never changed or deleted (%)', OLD.id, TG_OP;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER payslips_keep_released BEFORE UPDATE OR DELETE ON payslips FOR EACH ROW EXECUTE FUNCTION portal_keep_released_payslip();
--> statement-breakpoint
-- A released payslip's lines and coverage: nothing added, changed or removed. Checked once per
-- statement (generation writes lines 10,000 at a time).
CREATE FUNCTION portal_keep_released_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM touched_rows t JOIN payslips p ON p.id = t.payslip_id WHERE p.status <> 'DRAFT') THEN
    RAISE EXCEPTION '% of a released payslip are never added, changed or deleted (%)', TG_TABLE_NAME, TG_OP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payslip_lines_keep_released_insert AFTER INSERT ON payslip_lines REFERENCING NEW TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_lines_keep_released_update AFTER UPDATE ON payslip_lines REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_lines_keep_released_delete AFTER DELETE ON payslip_lines REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_coverage_keep_released_insert AFTER INSERT ON payslip_coverage REFERENCING NEW TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_coverage_keep_released_update AFTER UPDATE ON payslip_coverage REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_coverage_keep_released_delete AFTER DELETE ON payslip_coverage REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_keep_released_lines();
--> statement-breakpoint
-- The Beijing month holding an instant, as contracts' payMonthOf says it (UTC+8, no daylight
-- saving; read in UTC so the session's time zone never matters). pay-month-sql.test.ts checks
-- the two agree.
CREATE FUNCTION portal_beijing_month(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc('month', (at AT TIME ZONE 'UTC') + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC'
$$;
--> statement-breakpoint
-- What changed for a teacher's month is counted, in the transaction that changed it: an
-- outcome, a fine or its reversal of a class of the month, a class that had begun changing its
-- status. A payslip notes the count it accounted for; a higher count is a correction to carry.
CREATE FUNCTION portal_count_pay_change(pairs bigint[], months timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pay_month_changes (teacher_id, month_start)
  SELECT DISTINCT t, m FROM unnest(pairs, months) AS p(t, m)
  ORDER BY 1, 2
  ON CONFLICT (teacher_id, month_start) DO UPDATE SET version = pay_month_changes.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION portal_outcomes_changed_pay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_pay_change(array_agg(s.teacher_id), array_agg(portal_beijing_month(s.starts_at)))
  FROM changed_rows n JOIN class_slots s ON s.id = n.slot_id HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_deductions_changed_pay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_pay_change(array_agg(c.teacher_id), array_agg(portal_beijing_month(c.starts_at)))
  FROM changed_rows n JOIN leave_record_classes c ON c.id = n.leave_class_id HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_slots_changed_pay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_pay_change(array_agg(n.teacher_id), array_agg(portal_beijing_month(n.starts_at)))
  FROM changed_rows n JOIN previous_rows o ON o.id = n.id
  WHERE o.status IN ('IN_PROCESS', 'FINISH') AND n.status IS DISTINCT FROM o.status
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_outcomes_count_pay_change AFTER INSERT ON class_outcomes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_outcomes_changed_pay();
--> statement-breakpoint
CREATE TRIGGER pay_deductions_count_pay_change AFTER INSERT ON pay_deductions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_deductions_changed_pay();
--> statement-breakpoint
CREATE TRIGGER class_slots_count_pay_change AFTER UPDATE ON class_slots REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_slots_changed_pay();
--> statement-breakpoint
-- Existing history counts once, so every month already written has its count.
INSERT INTO pay_month_changes (teacher_id, month_start)
SELECT DISTINCT s.teacher_id, portal_beijing_month(s.starts_at)
FROM class_outcomes o JOIN class_slots s ON s.id = o.slot_id
UNION
SELECT c.teacher_id, portal_beijing_month(c.starts_at)
FROM pay_deductions d JOIN leave_record_classes c ON c.id = d.leave_class_id
ON CONFLICT DO NOTHING;
