ALTER TABLE "gauge_transactions" ADD COLUMN "lock_boosted_supply" numeric;--> statement-breakpoint
ALTER TABLE "gauge_transactions" ADD COLUMN "total_boosted_supply" numeric;