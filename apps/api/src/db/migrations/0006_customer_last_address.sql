ALTER TABLE "customers" ADD COLUMN "last_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_province" text;