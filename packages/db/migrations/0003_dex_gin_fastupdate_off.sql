DROP INDEX "dex_pools_currencies";--> statement-breakpoint
DROP INDEX "dex_tx_currencies";--> statement-breakpoint
CREATE INDEX "dex_pools_currencies" ON "dex_pools" USING gin ("currency_addresses") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dex_tx_currencies" ON "dex_transactions" USING gin ("currency_addresses") WITH (fastupdate=false);