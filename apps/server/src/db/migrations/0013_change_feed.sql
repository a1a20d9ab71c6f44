-- The change feed (decision 040): after a write commits, every server hears on the channel
-- portal_changes which cached reads it made stale. A payload is a comma-joined list of
-- tokens: u<id> (a user's reads: their session and account, their classes), 'standby' (the
-- standby seats every week grid shows), 'catalogue' (class types, windows, themes) or '*'
-- (everything). Statement-level triggers send one notification per statement, not per row.
CREATE FUNCTION portal_notify_users(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
    (SELECT string_agg('u' || d.id, ',') FROM (SELECT DISTINCT unnest(ids) AS id) d WHERE d.id IS NOT NULL));
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_shared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows a statement changed are `changed_rows` (inserted, deleted, or updated as they are
-- now) and, for an update, `previous_rows` (as they were): a class handed to another teacher
-- changes both teachers' reads.
CREATE FUNCTION portal_changed_class_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM portal_notify_users(ARRAY(SELECT teacher_id FROM changed_rows UNION SELECT teacher_id FROM previous_rows));
  ELSE
    PERFORM portal_notify_users(ARRAY(SELECT DISTINCT teacher_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Students and outcomes belong to a class: its teacher's reads changed.
CREATE FUNCTION portal_changed_class_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notify_users(ARRAY(
    SELECT DISTINCT s.teacher_id FROM class_slots s WHERE s.id IN (SELECT slot_id FROM changed_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_changed_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notify_users(ARRAY(SELECT DISTINCT user_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session's cached check reads the account's e-mail, stage and status: only those matter.
CREATE FUNCTION portal_changed_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM portal_notify_users(ARRAY(
      SELECT n.id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
      WHERE (n.email, n.stage, n.status) IS DISTINCT FROM (o.email, o.stage, o.status)));
  ELSE
    PERFORM portal_notify_users(ARRAY(SELECT id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_slots_changed_insert AFTER INSERT ON class_slots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_slots();
--> statement-breakpoint
CREATE TRIGGER class_slots_changed_update AFTER UPDATE ON class_slots REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_slots();
--> statement-breakpoint
CREATE TRIGGER class_slots_changed_delete AFTER DELETE ON class_slots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_slots();
--> statement-breakpoint
CREATE TRIGGER class_students_changed_insert AFTER INSERT ON class_students REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_rows();
--> statement-breakpoint
CREATE TRIGGER class_students_changed_update AFTER UPDATE ON class_students REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_rows();
--> statement-breakpoint
CREATE TRIGGER class_students_changed_delete AFTER DELETE ON class_students REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_rows();
--> statement-breakpoint
CREATE TRIGGER class_outcomes_changed_insert AFTER INSERT ON class_outcomes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_rows();
--> statement-breakpoint
CREATE TRIGGER class_outcomes_changed_delete AFTER DELETE ON class_outcomes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_class_rows();
--> statement-breakpoint
CREATE TRIGGER contracts_changed_insert AFTER INSERT ON contracts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER contracts_changed_update AFTER UPDATE ON contracts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER contracts_changed_delete AFTER DELETE ON contracts REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER teachers_changed_insert AFTER INSERT ON teachers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER teachers_changed_update AFTER UPDATE ON teachers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER teachers_changed_delete AFTER DELETE ON teachers REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER teacher_class_permissions_changed_insert AFTER INSERT ON teacher_class_permissions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER teacher_class_permissions_changed_delete AFTER DELETE ON teacher_class_permissions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
-- A session's times change when it is used (every few minutes at most) or cut short.
CREATE TRIGGER sessions_changed_update AFTER UPDATE ON sessions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_user_rows();
--> statement-breakpoint
CREATE TRIGGER users_changed_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_users();
--> statement-breakpoint
CREATE TRIGGER users_changed_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed_users();
--> statement-breakpoint
CREATE TRIGGER standby_times_changed AFTER INSERT OR UPDATE OR DELETE ON standby_times FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('standby');
--> statement-breakpoint
CREATE TRIGGER class_types_changed AFTER INSERT OR UPDATE OR DELETE ON class_types FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('catalogue');
--> statement-breakpoint
CREATE TRIGGER teaching_windows_changed AFTER INSERT OR UPDATE OR DELETE ON teaching_windows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('catalogue');
--> statement-breakpoint
CREATE TRIGGER class_themes_changed AFTER INSERT OR UPDATE OR DELETE ON class_themes FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('catalogue');
--> statement-breakpoint
-- A table emptied at once (tests, maintenance) drops everything cached.
CREATE TRIGGER class_slots_truncated AFTER TRUNCATE ON class_slots FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_shared('*');
