CREATE TABLE "send_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "order_id" integer;--> statement-breakpoint
CREATE INDEX "send_log_key_sent_at_index" ON "send_log" USING btree ("key","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key_key" ON "orders" USING btree ("created_by","request_key","sorg");--> statement-breakpoint
CREATE INDEX "payment_requests_order_id_index" ON "payment_requests" USING btree ("order_id");