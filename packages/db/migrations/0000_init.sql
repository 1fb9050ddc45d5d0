CREATE TABLE "devnet_accounts" (
	"address" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"balance" text NOT NULL,
	"state" jsonb NOT NULL,
	"last_lt" bigint NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devnet_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devnet_queue" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devnet_transactions" (
	"lt" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"account" text NOT NULL,
	"in_message_hash" text NOT NULL,
	"created_at" integer NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "devnet_transactions_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE INDEX "devnet_tx_account_lt" ON "devnet_transactions" USING btree ("account","lt");--> statement-breakpoint
CREATE INDEX "devnet_tx_in_msg" ON "devnet_transactions" USING btree ("in_message_hash");