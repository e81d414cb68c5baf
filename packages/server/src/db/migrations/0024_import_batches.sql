CREATE TABLE "import_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_name" text
);
--> statement-breakpoint
CREATE TABLE "legacy_ids" (
	"kind" text NOT NULL,
	"legacy_id" text NOT NULL,
	"record_id" integer NOT NULL,
	"batch_id" integer,
	CONSTRAINT "legacy_ids_kind_legacy_id_pk" PRIMARY KEY("kind","legacy_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_ids" ADD CONSTRAINT "legacy_ids_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_ids_record" ON "legacy_ids" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "legacy_ids_batch" ON "legacy_ids" USING btree ("batch_id") WHERE "legacy_ids"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_import_batch" ON "audit_log" USING btree ("import_batch_id") WHERE "audit_log"."import_batch_id" is not null;