CREATE TABLE "doc_indexes" (
	"ingestion_id" text PRIMARY KEY NOT NULL,
	"format" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_indexes" ADD CONSTRAINT "doc_indexes_ingestion_id_doc_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."doc_ingestions"("id") ON DELETE cascade ON UPDATE no action;