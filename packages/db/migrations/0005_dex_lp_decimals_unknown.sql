ALTER TABLE "dex_pools" ALTER COLUMN "lp_decimals" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dex_pools" ALTER COLUMN "lp_decimals" DROP NOT NULL;--> statement-breakpoint
UPDATE "dex_pools" SET "lp_decimals" = NULL WHERE "lp_root" = '0:0000000000000000000000000000000000000000000000000000000000000000';
