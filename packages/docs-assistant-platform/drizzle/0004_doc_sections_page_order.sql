DROP INDEX "doc_sections_ingestion_idx";--> statement-breakpoint
CREATE INDEX "doc_sections_page_order_idx" ON "doc_sections" USING btree ("ingestion_id","path","position","id");