CREATE TABLE "farm_pools" (
	"address" text PRIMARY KEY NOT NULL,
	"fabric" text NOT NULL,
	"owner" text NOT NULL,
	"token_root" text NOT NULL,
	"reward_roots" jsonb NOT NULL,
	"lt" bigint NOT NULL,
	"timestamp" integer NOT NULL,
	"transaction_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_transactions" (
	"transaction_hash" text NOT NULL,
	"event_index" integer NOT NULL,
	"pool" text NOT NULL,
	"user_address" text NOT NULL,
	"kind" text NOT NULL,
	"lt" bigint NOT NULL,
	"timestamp" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	CONSTRAINT "farm_transactions_transaction_hash_event_index_pk" PRIMARY KEY("transaction_hash","event_index")
);
--> statement-breakpoint
CREATE INDEX "farm_transactions_pool" ON "farm_transactions" USING btree ("pool","lt");--> statement-breakpoint
CREATE INDEX "farm_transactions_user" ON "farm_transactions" USING btree ("user_address","pool","lt");