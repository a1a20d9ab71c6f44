ALTER TABLE "class_students" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "class_students" ADD COLUMN "age" smallint;