ALTER TABLE "letter_templates" DROP CONSTRAINT "letter_templates_kind";--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_request_id_owner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."owner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_request" ON "letters" USING btree ("request_id","sent_on");--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_kind" CHECK ("letter_templates"."kind" in ('violationNotice', 'cureAgreement', 'resolution', 'annual', 'newOwner', 'requestDecision', 'other'));--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_one_subject" CHECK ("letters"."case_id" is null or "letters"."request_id" is null);