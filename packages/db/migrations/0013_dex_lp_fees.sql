CREATE TABLE "dex_lp_fee_pools" (
	"pool" text PRIMARY KEY NOT NULL,
	"lp_supply" numeric DEFAULT '0' NOT NULL,
	"last_lt" bigint NOT NULL,
	"incomplete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dex_lp_fees" (
	"pool" text NOT NULL,
	"owner" text NOT NULL,
	"lp" numeric NOT NULL,
	"fees" numeric[] NOT NULL,
	"since" bigint,
	"broken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dex_lp_fees_pool_owner_pk" PRIMARY KEY("pool","owner")
);
--> statement-breakpoint
-- pools indexed before this migration: their history was not folded from its start (no LP fee figure for them)
INSERT INTO "dex_lp_fee_pools" ("pool", "last_lt", "incomplete") SELECT "address", "sync_lt", true FROM "dex_pools";
