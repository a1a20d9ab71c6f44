-- Decision 073: the demo sessions' course types take the spec's names (INTERVIEW, TRAINING;
-- TRIAL_CLASS already was). Only these two tables store them: status moves, audit details,
-- mail jobs and notifications hold none (a reminder job names its booking, not its kind).
UPDATE "demo_slots" SET "course_type" = 'INTERVIEW' WHERE "course_type" = 'LIVE_INTERVIEW';--> statement-breakpoint
UPDATE "demo_slots" SET "course_type" = 'TRAINING' WHERE "course_type" = 'TRAINING_1V1';--> statement-breakpoint
UPDATE "demo_bookings" SET "course_type" = 'INTERVIEW' WHERE "course_type" = 'LIVE_INTERVIEW';--> statement-breakpoint
UPDATE "demo_bookings" SET "course_type" = 'TRAINING' WHERE "course_type" = 'TRAINING_1V1';
