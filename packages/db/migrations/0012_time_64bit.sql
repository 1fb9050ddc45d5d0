ALTER TABLE "devnet_transactions" ALTER COLUMN "created_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_currencies" ALTER COLUMN "updated_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_currency_candles" ALTER COLUMN "bucket" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_pool_candles" ALTER COLUMN "bucket" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_pools" ALTER COLUMN "created_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_swap_calls" ALTER COLUMN "updated_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_transaction_currencies" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dex_transactions" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "limit_order_exchanges" ALTER COLUMN "created_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "limit_orders" ALTER COLUMN "created_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "limit_orders" ALTER COLUMN "updated_at" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "gauge_transactions" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "gauge_transactions" ALTER COLUMN "lock_time" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "farm_pools" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "farm_transactions" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "dao_events" ALTER COLUMN "timestamp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "governance_events" ALTER COLUMN "timestamp" SET DATA TYPE bigint;