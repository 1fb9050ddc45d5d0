CREATE TABLE "governance_events" (
	"transaction_hash" text NOT NULL,
	"event_index" integer NOT NULL,
	"contract" text NOT NULL,
	"event" text NOT NULL,
	"proposal_id" integer NOT NULL,
	"subject" text,
	"lt" bigint NOT NULL,
	"timestamp" integer NOT NULL,
	"message_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "governance_events_transaction_hash_event_index_pk" PRIMARY KEY("transaction_hash","event_index")
);
--> statement-breakpoint
CREATE INDEX "governance_events_proposal" ON "governance_events" USING btree ("proposal_id","lt");--> statement-breakpoint
CREATE INDEX "governance_events_subject" ON "governance_events" USING btree ("subject","lt");