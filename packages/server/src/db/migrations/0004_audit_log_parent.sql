ALTER TABLE "audit_log" ADD COLUMN "parent_table" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "parent_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_parent" ON "audit_log" USING btree ("parent_table","parent_id","at","id");