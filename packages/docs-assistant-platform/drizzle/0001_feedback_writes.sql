ALTER TABLE "feedback" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "thread_id" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "updated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_client_idx" ON "feedback" USING btree ("project_id","client_id");