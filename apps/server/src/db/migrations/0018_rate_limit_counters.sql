-- The rate-limit counters shared by every server (decision 043). UNLOGGED: no WAL for a write
-- on every limited call; a crash empties the table, which only restarts the windows.
-- (drizzle-kit has no UNLOGGED: the word is added here by hand; its snapshot does not see it.)
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
