CREATE TABLE "calendar_feeds" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrot_balances" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carrot_balances_not_negative" CHECK ("carrot_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carrot_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrot_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"slot_id" bigint,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrot_ledger_nonzero" CHECK ("carrot_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "class_demand" (
	"course_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"students" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_demand_course_type_starts_at_pk" PRIMARY KEY("course_type","starts_at")
);
--> statement-breakpoint
CREATE TABLE "class_outcomes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"finish_type" text NOT NULL,
	"recorded_by" text NOT NULL,
	"staff_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_outcomes_recorder" CHECK ("class_outcomes"."recorded_by" in ('CLOCK', 'CLIENT', 'STAFF'))
);
--> statement-breakpoint
CREATE TABLE "class_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"teacher_id" bigint NOT NULL,
	"class_type_id" bigint NOT NULL,
	"course_type" text NOT NULL,
	"smart_class_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"teaching_ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"capacity" integer NOT NULL,
	"student_count" integer DEFAULT 0 NOT NULL,
	"peak" boolean DEFAULT false NOT NULL,
	"peak_carrots" integer DEFAULT 0 NOT NULL,
	"topic" text,
	"lesson" text,
	"room_key" text NOT NULL,
	"from_standby" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	"reported_finish_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_slots_positive_length" CHECK ("class_slots"."ends_at" > "class_slots"."starts_at"),
	CONSTRAINT "class_slots_capacity" CHECK ("class_slots"."student_count" >= 0 and "class_slots"."student_count" <= "class_slots"."capacity"),
	CONSTRAINT "class_slots_known_status" CHECK ("class_slots"."status" in ('OPEN', 'INTENTION', 'BOOKED', 'IN_PROCESS', 'FINISH', 'EXPIRE', 'STANDBY_BOOKED', 'STANDBY_FINISH', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot_id" bigint NOT NULL,
	"student_id" text NOT NULL,
	"level" text,
	"unit" text,
	"lesson" text,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "class_themes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_type" text NOT NULL,
	"topic" text NOT NULL,
	"lessons" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"smart_class_type" text NOT NULL,
	"name" text NOT NULL,
	"brand_code" text NOT NULL,
	"label" text NOT NULL,
	"time" integer NOT NULL,
	"class_type" text NOT NULL,
	"course_type" text NOT NULL,
	"permission" text,
	"capacity" integer NOT NULL,
	"needs_topic" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_types_time" CHECK ("class_types"."time" between 5 and 240),
	CONSTRAINT "class_types_capacity" CHECK ("class_types"."capacity" between 1 and 50),
	CONSTRAINT "class_types_kind" CHECK ("class_types"."class_type" in ('GRID', 'UNFIXED', 'STANDBY'))
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"role" text NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standby_times" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"held" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "standby_times_capacity" CHECK ("standby_times"."held" >= 0 and "standby_times"."held" <= "standby_times"."capacity")
);
--> statement-breakpoint
CREATE TABLE "teacher_class_permissions" (
	"user_id" bigint NOT NULL,
	"permission" text NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_class_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "teaching_windows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teaching_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"iso_day" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"valid_from" text,
	"valid_to" text,
	CONSTRAINT "teaching_windows_kind" CHECK ("teaching_windows"."kind" in ('TEACHING', 'PEAK', 'SPECIAL')),
	CONSTRAINT "teaching_windows_day" CHECK ("teaching_windows"."iso_day" between 1 and 7),
	CONSTRAINT "teaching_windows_minutes" CHECK ("teaching_windows"."start_minute" >= 0 and "teaching_windows"."end_minute" <= 1440 and "teaching_windows"."end_minute" > "teaching_windows"."start_minute")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrot_balances" ADD CONSTRAINT "carrot_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD CONSTRAINT "carrot_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrot_ledger" ADD CONSTRAINT "carrot_ledger_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_outcomes" ADD CONSTRAINT "class_outcomes_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_outcomes" ADD CONSTRAINT "class_outcomes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_slots" ADD CONSTRAINT "class_slots_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_slots" ADD CONSTRAINT "class_slots_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_slot_id_class_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."class_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_class_permissions" ADD CONSTRAINT "teacher_class_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_class_permissions" ADD CONSTRAINT "teacher_class_permissions_granted_by_staff_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carrot_ledger_source_key" ON "carrot_ledger" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "carrot_ledger_user_idx" ON "carrot_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "carrot_ledger_slot_idx" ON "carrot_ledger" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "class_outcomes_slot_idx" ON "class_outcomes" USING btree ("slot_id","id");--> statement-breakpoint
CREATE INDEX "class_slots_teacher_start_idx" ON "class_slots" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_slots_clock_idx" ON "class_slots" USING btree ("starts_at") WHERE "class_slots"."status" in ('OPEN', 'INTENTION', 'BOOKED', 'STANDBY_BOOKED', 'IN_PROCESS');--> statement-breakpoint
CREATE INDEX "class_slots_bookable_idx" ON "class_slots" USING btree ("course_type","starts_at") WHERE "class_slots"."status" in ('OPEN', 'INTENTION', 'BOOKED');--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_once_key" ON "class_students" USING btree ("slot_id","student_id") WHERE "class_students"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_themes_topic_key" ON "class_themes" USING btree ("course_type","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "class_types_smart_key" ON "class_types" USING btree ("smart_class_type");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
-- A teacher's held times never overlap, whatever their kind (decision 039); btree_gist came with 0008.
ALTER TABLE "class_slots" ADD CONSTRAINT "class_slots_no_overlap" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'CANCELLED');--> statement-breakpoint
INSERT INTO "class_types" ("smart_class_type", "name", "brand_code", "label", "time", "class_type", "course_type", "permission", "capacity", "needs_topic", "description", "active", "position") VALUES
('MAIN', 'Main Course (1v4)', 'MAIN', 'Main Course', 25, 'GRID', 'MAIN', NULL, 4, false, 'The main course: 25 minutes with up to four children of one level, then 5 minutes for their evaluations.', true, 0),
('MAIN_1_V_2', 'Main Course (1v2)', 'MAIN', 'Main Course', 25, 'GRID', 'MAIN_1_V_2', NULL, 2, false, 'The main course for two children: 25 minutes, then 5 minutes for evaluations.', true, 1),
('CAMBRIDGE_KET_100', 'Cambridge KET (100 minutes)', 'CAMBRIDGE', 'KET Class', 100, 'UNFIXED', 'CAMBRIDGE_MAIN', 'CAMBRIDGE_MAIN_UNFIXED_BOOK', 4, false, 'A Cambridge KET exam class of 100 minutes for up to four students.', true, 2),
('CAMBRIDGE_KET_45', 'Cambridge KET (45 minutes)', 'CAMBRIDGE', 'KET Class', 45, 'UNFIXED', 'CAMBRIDGE_MAIN', 'CAMBRIDGE_MAIN_UNFIXED_BOOK', 4, false, 'A Cambridge KET exam class of 45 minutes for up to four students.', true, 3),
('CAMBRIDGE_DEMO_45', 'Cambridge demo (1v1, 45 minutes)', 'CAMBRIDGE', 'KET Class', 45, 'UNFIXED', 'DEMO', 'CAMBRIDGE_DEMO_UNFIXED_BOOK', 1, false, 'A 45-minute Cambridge demo class for one student.', true, 4),
('WORKSHOP_30', 'Workshop', 'WORKSHOP', 'Workshop', 30, 'UNFIXED', 'WORKSHOP', NULL, 4, true, 'A 30-minute themed workshop: choose a topic and a lesson from the theme list.', true, 5),
('STANDBY', 'Standby', 'MAIN', 'Standby', 25, 'STANDBY', 'STANDBY', NULL, 3, false, 'Stand by for 25 minutes in the next 24 hours: you take over a class whose teacher cannot come, or you are released at the start and paid for standing by.', true, 6);--> statement-breakpoint
INSERT INTO "teaching_windows" ("kind", "iso_day", "start_minute", "end_minute") VALUES
('TEACHING', 1, 1020, 1260),
('TEACHING', 2, 1020, 1260),
('TEACHING', 3, 1020, 1260),
('TEACHING', 4, 1020, 1260),
('TEACHING', 5, 1020, 1260),
('TEACHING', 6, 540, 1260),
('TEACHING', 7, 540, 1260),
('PEAK', 1, 1140, 1260),
('PEAK', 2, 1140, 1260),
('PEAK', 3, 1140, 1260),
('PEAK', 4, 1140, 1260),
('PEAK', 5, 1140, 1260),
('PEAK', 6, 1140, 1260),
('PEAK', 7, 1140, 1260),
('PEAK', 6, 540, 660),
('PEAK', 7, 540, 660);--> statement-breakpoint
INSERT INTO "class_themes" ("course_type", "topic", "lessons", "position") VALUES
('WORKSHOP', 'Animals around the world', '["Farm friends", "Jungle journey", "Ocean life", "Pets at home"]', 0),
('WORKSHOP', 'Festivals and seasons', '["Spring planting", "Summer at the beach", "Autumn harvest", "Winter celebrations"]', 1),
('WORKSHOP', 'Stories and drama', '["The three little pigs", "Goldilocks", "The lion and the mouse", "Act it out"]', 2),
('WORKSHOP', 'Science for little explorers', '["Floating and sinking", "Colours of light", "Plants grow", "Weather watch"]', 3);
