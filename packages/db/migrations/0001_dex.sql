CREATE TABLE "dex_currencies" (
	"address" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"decimals" smallint NOT NULL,
	"logo_uri" text,
	"verified" boolean DEFAULT false NOT NULL,
	"scam" boolean DEFAULT false NOT NULL,
	"is_lp" boolean DEFAULT false NOT NULL,
	"price" numeric DEFAULT '0' NOT NULL,
	"price_24h_ago" numeric DEFAULT '0' NOT NULL,
	"volume_24h" numeric DEFAULT '0' NOT NULL,
	"volume_24h_prev" numeric DEFAULT '0' NOT NULL,
	"volume_7d" numeric DEFAULT '0' NOT NULL,
	"fee_24h" numeric DEFAULT '0' NOT NULL,
	"fee_7d" numeric DEFAULT '0' NOT NULL,
	"fee_all_time" numeric DEFAULT '0' NOT NULL,
	"tvl" numeric DEFAULT '0' NOT NULL,
	"tvl_24h_ago" numeric DEFAULT '0' NOT NULL,
	"transactions_count_24h" integer DEFAULT 0 NOT NULL,
	"pools_count" integer DEFAULT 0 NOT NULL,
	"updated_at" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dex_currency_candles" (
	"currency" text NOT NULL,
	"timeframe" text NOT NULL,
	"bucket" integer NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"usd_volume" numeric DEFAULT '0' NOT NULL,
	"fees" numeric DEFAULT '0' NOT NULL,
	"tvl" numeric DEFAULT '0' NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dex_currency_candles_currency_timeframe_bucket_pk" PRIMARY KEY("currency","timeframe","bucket")
);
--> statement-breakpoint
CREATE TABLE "dex_indexer_state" (
	"id" text PRIMARY KEY NOT NULL,
	"last_lt" bigint DEFAULT 0 NOT NULL,
	"total_transactions" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dex_pool_candles" (
	"pool" text NOT NULL,
	"timeframe" text NOT NULL,
	"bucket" integer NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volumes" numeric[] NOT NULL,
	"usd_volume" numeric DEFAULT '0' NOT NULL,
	"fees" numeric DEFAULT '0' NOT NULL,
	"tvl" numeric DEFAULT '0' NOT NULL,
	"reserves" numeric[] NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dex_pool_candles_pool_timeframe_bucket_pk" PRIMARY KEY("pool","timeframe","bucket")
);
--> statement-breakpoint
CREATE TABLE "dex_pools" (
	"address" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lp_root" text NOT NULL,
	"lp_decimals" smallint DEFAULT 9 NOT NULL,
	"currency_addresses" text[] NOT NULL,
	"currencies" text[] NOT NULL,
	"decimals" smallint[] NOT NULL,
	"reserves" numeric[] NOT NULL,
	"lp_supply" numeric DEFAULT '0' NOT NULL,
	"fee_denominator" numeric DEFAULT '1000000' NOT NULL,
	"fee_pool_numerator" numeric DEFAULT '3000' NOT NULL,
	"fee_beneficiary_numerator" numeric DEFAULT '0' NOT NULL,
	"amp_value" numeric,
	"amp_precision" numeric,
	"active" boolean DEFAULT true NOT NULL,
	"tvl" numeric DEFAULT '0' NOT NULL,
	"tvl_24h_ago" numeric DEFAULT '0' NOT NULL,
	"volume_24h" numeric DEFAULT '0' NOT NULL,
	"volume_24h_prev" numeric DEFAULT '0' NOT NULL,
	"volume_7d" numeric DEFAULT '0' NOT NULL,
	"fee_24h" numeric DEFAULT '0' NOT NULL,
	"fee_7d" numeric DEFAULT '0' NOT NULL,
	"fee_all_time" numeric DEFAULT '0' NOT NULL,
	"transactions_count_24h" integer DEFAULT 0 NOT NULL,
	"transactions_count" bigint DEFAULT 0 NOT NULL,
	"created_at" integer DEFAULT 0 NOT NULL,
	"sync_lt" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dex_swap_calls" (
	"recipient" text NOT NULL,
	"call_id" numeric NOT NULL,
	"status" text NOT NULL,
	"amounts" numeric[] DEFAULT '{}' NOT NULL,
	"token_roots" text[] DEFAULT '{}' NOT NULL,
	"transaction_hash" text,
	"updated_at" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dex_swap_calls_recipient_call_id_pk" PRIMARY KEY("recipient","call_id")
);
--> statement-breakpoint
CREATE TABLE "dex_transaction_currencies" (
	"currency" text NOT NULL,
	"timestamp" integer NOT NULL,
	"lt" bigint NOT NULL,
	"transaction_hash" text NOT NULL,
	CONSTRAINT "dex_transaction_currencies_currency_timestamp_lt_pk" PRIMARY KEY("currency","timestamp","lt")
);
--> statement-breakpoint
CREATE TABLE "dex_transactions" (
	"transaction_hash" text PRIMARY KEY NOT NULL,
	"message_hash" text NOT NULL,
	"lt" bigint NOT NULL,
	"event_type" text NOT NULL,
	"pool" text NOT NULL,
	"user_address" text NOT NULL,
	"tv" numeric DEFAULT '0' NOT NULL,
	"from_exec" numeric DEFAULT '0' NOT NULL,
	"to_exec" numeric DEFAULT '0' NOT NULL,
	"timestamp" integer NOT NULL,
	"currency_addresses" text[] NOT NULL,
	"volumes" numeric[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dex_currencies_tvl" ON "dex_currencies" USING btree ("tvl","address");--> statement-breakpoint
CREATE INDEX "dex_currencies_volume24h" ON "dex_currencies" USING btree ("volume_24h","address");--> statement-breakpoint
CREATE INDEX "dex_currencies_volume7d" ON "dex_currencies" USING btree ("volume_7d","address");--> statement-breakpoint
CREATE INDEX "dex_currencies_price" ON "dex_currencies" USING btree ("price","address");--> statement-breakpoint
CREATE INDEX "dex_pools_tvl" ON "dex_pools" USING btree ("tvl","address");--> statement-breakpoint
CREATE INDEX "dex_pools_volume24h" ON "dex_pools" USING btree ("volume_24h","address");--> statement-breakpoint
CREATE INDEX "dex_pools_volume7d" ON "dex_pools" USING btree ("volume_7d","address");--> statement-breakpoint
CREATE INDEX "dex_pools_currencies" ON "dex_pools" USING gin ("currency_addresses");--> statement-breakpoint
CREATE INDEX "dex_pools_lp_root" ON "dex_pools" USING btree ("lp_root");--> statement-breakpoint
CREATE UNIQUE INDEX "dex_tx_time" ON "dex_transactions" USING btree ("timestamp","lt");--> statement-breakpoint
CREATE INDEX "dex_tx_pool_time" ON "dex_transactions" USING btree ("pool","timestamp","lt");--> statement-breakpoint
CREATE INDEX "dex_tx_user_time" ON "dex_transactions" USING btree ("user_address","timestamp","lt");--> statement-breakpoint
CREATE INDEX "dex_tx_tv" ON "dex_transactions" USING btree ("tv","lt");--> statement-breakpoint
CREATE INDEX "dex_tx_type_time" ON "dex_transactions" USING btree ("event_type","timestamp","lt");--> statement-breakpoint
CREATE INDEX "dex_tx_currencies" ON "dex_transactions" USING gin ("currency_addresses");