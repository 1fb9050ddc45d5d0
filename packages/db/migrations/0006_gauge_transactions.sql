CREATE TABLE "gauge_transactions" (
	"transaction_hash" text NOT NULL,
	"event_index" integer NOT NULL,
	"gauge" text NOT NULL,
	"user_address" text NOT NULL,
	"kind" text NOT NULL,
	"lt" bigint NOT NULL,
	"timestamp" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	"boosted_amount" numeric,
	"lock_time" integer,
	CONSTRAINT "gauge_transactions_transaction_hash_event_index_pk" PRIMARY KEY("transaction_hash","event_index")
);
--> statement-breakpoint
CREATE INDEX "gauge_transactions_gauge" ON "gauge_transactions" USING btree ("gauge","lt");--> statement-breakpoint
CREATE INDEX "gauge_transactions_user" ON "gauge_transactions" USING btree ("user_address","gauge","lt");