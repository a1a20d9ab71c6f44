-- Mail delivered once by key (decision 046): a row claimed before the SMTP send, sent_at after.
CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
