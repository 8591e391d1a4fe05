CREATE TABLE "doc_index_parts" (
	"ingestion_id" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "doc_index_parts_ingestion_id_part_pk" PRIMARY KEY("ingestion_id","part")
);
--> statement-breakpoint
ALTER TABLE "doc_indexes" ADD COLUMN "parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_indexes" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_index_parts" ADD CONSTRAINT "doc_index_parts_ingestion_id_doc_ingestions_id_fk" FOREIGN KEY ("ingestion_id") REFERENCES "public"."doc_ingestions"("id") ON DELETE cascade ON UPDATE no action;