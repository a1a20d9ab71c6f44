-- The change feed (decision 040) for a leave record's status (decision 059): the teacher's
-- schedule shows a missed class with its no-show record's result (an appeal accepted, a free
-- pass), so a record moved makes that teacher's cached reads stale. A new record comes with
-- the outcome or the class change that made it, which notify already.
CREATE FUNCTION portal_changed_leave_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notify_users(ARRAY(
    SELECT DISTINCT n.teacher_id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leave_records_changed_update AFTER UPDATE ON leave_records REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_leave_records();
