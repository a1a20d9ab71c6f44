-- The change feed (decision 040) for the staff check every console request makes (decision
-- 055): s<id> names a staff member's reads, their sessions and their row as the check sees it
-- (e-mail, name, roles, status, second factor on). A disabled member's sessions are deleted
-- and their row updated in one transaction: every server drops both at the commit.
CREATE FUNCTION portal_notify_staff(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- A notification carries at most 8000 bytes: a bulk change drops every cached read instead.
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('portal_changes', '*');
    RETURN;
  END IF;
  PERFORM pg_notify('portal_changes',
    (SELECT string_agg('s' || d.id, ',') FROM (SELECT DISTINCT unnest(ids) AS id) d WHERE d.id IS NOT NULL));
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_changed_staff_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notify_staff(ARRAY(SELECT DISTINCT staff_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A code's last step (written at each sign-in with a code) and the password are not in the check.
CREATE FUNCTION portal_changed_staff() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM portal_notify_staff(ARRAY(
      SELECT n.id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
      WHERE (n.email, n.name, n.roles, n.status, n.totp_enabled_at)
        IS DISTINCT FROM (o.email, o.name, o.roles, o.status, o.totp_enabled_at)));
  ELSE
    PERFORM portal_notify_staff(ARRAY(SELECT id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A staff session's times change when it is used (every few minutes at most) or cut short.
CREATE TRIGGER sessions_staff_changed_update AFTER UPDATE ON sessions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_staff_sessions();
--> statement-breakpoint
CREATE TRIGGER sessions_staff_changed_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_staff_sessions();
--> statement-breakpoint
CREATE TRIGGER staff_changed_update AFTER UPDATE ON staff REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_staff();
--> statement-breakpoint
CREATE TRIGGER staff_changed_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_staff();
--> statement-breakpoint
-- Emptied wholesale (a restore, a reset by hand): every server forgets every cached read
-- (sessions already do so, migration 0013).
CREATE TRIGGER staff_truncated AFTER TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
--> statement-breakpoint
-- The console's applicant list (decision 055) shows accounts (e-mail, stage, status,
-- registration) with their resume's names and submission, and totals kept from the accounts:
-- any write of either table sends 'applicants', and the list's kept answers are made anew.
CREATE TRIGGER users_applicants_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('applicants');
--> statement-breakpoint
CREATE TRIGGER resumes_applicants_changed AFTER INSERT OR UPDATE OR DELETE ON resumes FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('applicants');
--> statement-breakpoint
CREATE TRIGGER resumes_truncated AFTER TRUNCATE ON resumes FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
