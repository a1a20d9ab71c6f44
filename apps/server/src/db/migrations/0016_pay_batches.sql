CREATE TABLE "pay_batch_payslips" (
	"payslip_id" bigint PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month_start" timestamp with time zone NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payslip_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pay_batches_method" CHECK ("pay_batches"."payment_method" in ('ABA_BANK', 'SWIFT', 'PAYPAL')),
	CONSTRAINT "pay_batches_status" CHECK ("pay_batches"."status" in ('OPEN', 'PAID', 'CANCELLED')),
	CONSTRAINT "pay_batches_paid_has_when" CHECK (("pay_batches"."status" = 'PAID') = ("pay_batches"."paid_at" is not null and "pay_batches"."paid_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "pay_batch_payslips" ADD CONSTRAINT "pay_batch_payslips_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_batch_payslips" ADD CONSTRAINT "pay_batch_payslips_batch_id_pay_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."pay_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_batches" ADD CONSTRAINT "pay_batches_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_batches" ADD CONSTRAINT "pay_batches_paid_by_staff_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_batch_payslips_batch_idx" ON "pay_batch_payslips" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "pay_batches_month_idx" ON "pay_batches" USING btree ("month_start");--> statement-breakpoint
ALTER TABLE "payslips" DROP COLUMN "batch_id";