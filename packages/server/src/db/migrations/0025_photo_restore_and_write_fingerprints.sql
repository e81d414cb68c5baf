ALTER TABLE "client_writes" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "service_photos" ADD COLUMN "deleted_at" timestamp with time zone;