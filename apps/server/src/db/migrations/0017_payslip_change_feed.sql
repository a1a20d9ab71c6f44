-- The change feed (decision 040) for the teacher's payslip reads (decision 042): a payslip's
-- teacher hears u<teacher_id>, and the pay rules the shared 'pay_policy' (the payday every
-- payslip shows). A teacher sees nothing of a DRAFT, so only rows that are, or were, released
-- are named: generation (DRAFTs written and rewritten with their lines, a month in batches)
-- sends nothing, and a release names the teachers it released. Generation rewrites lines only
-- together with their DRAFT row; the lines' own trigger is for writes no service made.
CREATE FUNCTION portal_changed_payslips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM portal_notify_users(ARRAY(
      SELECT teacher_id FROM changed_rows WHERE status <> 'DRAFT'
      UNION SELECT teacher_id FROM previous_rows WHERE status <> 'DRAFT'));
  ELSE
    PERFORM portal_notify_users(ARRAY(SELECT DISTINCT teacher_id FROM changed_rows WHERE status <> 'DRAFT'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_changed_payslip_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notify_users(ARRAY(
    SELECT DISTINCT p.teacher_id FROM payslips p
    WHERE p.status <> 'DRAFT' AND p.id IN (SELECT payslip_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A receipt's file name is written once with its grant: only a rename or the removal of a
-- claimed grant (a receipt's) by hand changes what the detail shows. Grants used and claimed
-- by uploads change neither, and the clean-up deletes only unclaimed ones.
CREATE FUNCTION portal_changed_file_grants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM portal_notify_users(ARRAY(
      SELECT DISTINCT n.owner_user_id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
      WHERE n.file_name IS DISTINCT FROM o.file_name));
  ELSE
    PERFORM portal_notify_users(ARRAY(
      SELECT DISTINCT owner_user_id FROM changed_rows WHERE claimed_at IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payslips_changed_insert AFTER INSERT ON payslips REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslips();
--> statement-breakpoint
CREATE TRIGGER payslips_changed_update AFTER UPDATE ON payslips REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslips();
--> statement-breakpoint
CREATE TRIGGER payslips_changed_delete AFTER DELETE ON payslips REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslips();
--> statement-breakpoint
CREATE TRIGGER payslip_lines_changed_insert AFTER INSERT ON payslip_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslip_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_lines_changed_update AFTER UPDATE ON payslip_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslip_lines();
--> statement-breakpoint
CREATE TRIGGER payslip_lines_changed_delete AFTER DELETE ON payslip_lines REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_payslip_lines();
--> statement-breakpoint
CREATE TRIGGER file_grants_changed_update AFTER UPDATE ON file_grants REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_file_grants();
--> statement-breakpoint
CREATE TRIGGER file_grants_changed_delete AFTER DELETE ON file_grants REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_file_grants();
--> statement-breakpoint
CREATE TRIGGER pay_policy_changed AFTER INSERT OR UPDATE OR DELETE ON pay_policy FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('pay_policy');
--> statement-breakpoint
-- A table emptied at once (tests, maintenance) drops everything cached.
CREATE TRIGGER payslips_truncated AFTER TRUNCATE ON payslips FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
--> statement-breakpoint
CREATE TRIGGER payslip_lines_truncated AFTER TRUNCATE ON payslip_lines FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
--> statement-breakpoint
CREATE TRIGGER pay_policy_truncated AFTER TRUNCATE ON pay_policy FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
