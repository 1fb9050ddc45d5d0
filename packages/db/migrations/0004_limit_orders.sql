CREATE TABLE "limit_order_exchanges" (
	"transaction_hash" text PRIMARY KEY NOT NULL,
	"lt" bigint NOT NULL,
	"order_address" text NOT NULL,
	"account_address" text NOT NULL,
	"spent_token_root" text NOT NULL,
	"receive_token_root" text NOT NULL,
	"spent_amount" numeric NOT NULL,
	"receive_amount" numeric NOT NULL,
	"fee" numeric DEFAULT '0' NOT NULL,
	"price" numeric NOT NULL,
	"tv" numeric DEFAULT '0' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_orders" (
	"address" text PRIMARY KEY NOT NULL,
	"limit_order_root" text NOT NULL,
	"owner_address" text NOT NULL,
	"dex_pair" text,
	"spent_token_root" text NOT NULL,
	"receive_token_root" text NOT NULL,
	"spent_decimals" smallint NOT NULL,
	"receive_decimals" smallint NOT NULL,
	"initial_spent_amount" numeric NOT NULL,
	"expected_receive_amount" numeric NOT NULL,
	"current_spent_amount" numeric NOT NULL,
	"current_receive_amount" numeric NOT NULL,
	"price" numeric NOT NULL,
	"state" text NOT NULL,
	"created_at" integer NOT NULL,
	"updated_at" integer NOT NULL,
	"created_lt" bigint DEFAULT 0 NOT NULL,
	"created_transaction_hash" text NOT NULL,
	"last_transaction_hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_exchanges_time" ON "limit_order_exchanges" USING btree ("created_at","lt");--> statement-breakpoint
CREATE INDEX "limit_exchanges_order_time" ON "limit_order_exchanges" USING btree ("order_address","created_at","lt");--> statement-breakpoint
CREATE INDEX "limit_exchanges_account_time" ON "limit_order_exchanges" USING btree ("account_address","created_at","lt");--> statement-breakpoint
CREATE INDEX "limit_exchanges_pair_time" ON "limit_order_exchanges" USING btree ("spent_token_root","receive_token_root","created_at","lt");--> statement-breakpoint
CREATE INDEX "limit_exchanges_receive_time" ON "limit_order_exchanges" USING btree ("receive_token_root","created_at","lt");--> statement-breakpoint
CREATE INDEX "limit_orders_created" ON "limit_orders" USING btree ("created_at","created_lt");--> statement-breakpoint
CREATE INDEX "limit_orders_owner_created" ON "limit_orders" USING btree ("owner_address","created_at","created_lt");--> statement-breakpoint
CREATE INDEX "limit_orders_pair_created" ON "limit_orders" USING btree ("spent_token_root","receive_token_root","created_at","created_lt");--> statement-breakpoint
CREATE INDEX "limit_orders_receive_created" ON "limit_orders" USING btree ("receive_token_root","created_at","created_lt");--> statement-breakpoint
CREATE INDEX "limit_orders_state_created" ON "limit_orders" USING btree ("state","created_at","created_lt");--> statement-breakpoint
CREATE INDEX "limit_orders_book" ON "limit_orders" USING btree ("spent_token_root","receive_token_root","price") WHERE state = 'Active';