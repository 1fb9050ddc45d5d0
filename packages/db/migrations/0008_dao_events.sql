CREATE TABLE "dao_events" (
	"transaction_hash" text NOT NULL,
	"event_index" integer NOT NULL,
	"vote_escrow" text NOT NULL,
	"event" text NOT NULL,
	"subject" text,
	"lt" bigint NOT NULL,
	"timestamp" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "dao_events_transaction_hash_event_index_pk" PRIMARY KEY("transaction_hash","event_index")
);
--> statement-breakpoint
CREATE INDEX "dao_events_event" ON "dao_events" USING btree ("event","lt");--> statement-breakpoint
CREATE INDEX "dao_events_subject" ON "dao_events" USING btree ("subject","lt");