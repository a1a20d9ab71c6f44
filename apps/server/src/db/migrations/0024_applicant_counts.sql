CREATE TABLE "applicant_counts" (
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"accounts" bigint NOT NULL,
	CONSTRAINT "applicant_counts_stage_status_pk" PRIMARY KEY("stage","status")
);
--> statement-breakpoint
DROP INDEX "users_stage_idx";--> statement-breakpoint
CREATE INDEX "users_stage_created_at_id_idx" ON "users" USING btree ("stage","created_at","id");--> statement-breakpoint
-- The accounts at each (stage, status), kept in the transaction that changed them: the
-- console's applicant list reads its totals here instead of counting the accounts. One upsert
-- per statement with its keys in one order (two writers never wait on each other in a circle);
-- an update that leaves every account where it was touches no count.
CREATE FUNCTION portal_count_applicants(stages text[], statuses text[], steps bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO applicant_counts AS c (stage, status, accounts)
  SELECT stage, status, sum(step)::bigint FROM unnest(stages, statuses, steps) AS d(stage, status, step)
  GROUP BY stage, status
  HAVING sum(step) <> 0
  ORDER BY stage, status
  ON CONFLICT (stage, status) DO UPDATE SET accounts = c.accounts + excluded.accounts
$$;
--> statement-breakpoint
CREATE FUNCTION portal_applicants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_applicants(array_agg(n.stage), array_agg(n.status), array_agg(1::bigint))
  FROM changed_rows n HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_applicants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_applicants(array_agg(o.stage), array_agg(o.status), array_agg(-1::bigint))
  FROM changed_rows o HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_applicants_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_applicants(array_agg(d.stage), array_agg(d.status), array_agg(d.step))
  FROM (
    SELECT n.stage, n.status, 1::bigint AS step FROM changed_rows n
    UNION ALL
    SELECT o.stage, o.status, -1::bigint FROM previous_rows o
  ) d HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_applicants_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM applicant_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_applicants_inserted();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_applicants_moved();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_applicants_deleted();
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION portal_applicants_truncated();
--> statement-breakpoint
-- The accounts already there count once.
INSERT INTO applicant_counts (stage, status, accounts)
SELECT stage, status, count(*) FROM users GROUP BY stage, status;
