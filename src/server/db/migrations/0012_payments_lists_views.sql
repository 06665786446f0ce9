CREATE TABLE "order_views" (
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_views_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "cart_list_lines" (
	"list_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"qty" integer NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL,
	CONSTRAINT "cart_list_lines_list_id_article_id_sorg_pk" PRIMARY KEY("list_id","article_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "cart_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "webhook_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_docs" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD COLUMN "gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD COLUMN "gateway_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_docs" ADD COLUMN "payment_request_id" integer;--> statement-breakpoint
ALTER TABLE "payment_request_invoices" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "instruction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "ext_ref_data" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_views" ADD CONSTRAINT "order_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_views" ADD CONSTRAINT "order_views_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_list_lines" ADD CONSTRAINT "cart_list_lines_list_id_cart_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "cart_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_list_lines" ADD CONSTRAINT "cart_list_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lists" ADD CONSTRAINT "cart_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lists" ADD CONSTRAINT "cart_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lists_customer_name_key" ON "cart_lists" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "webhook_events_reference_index" ON "webhook_events" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "payment_docs" ADD CONSTRAINT "payment_docs_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_docs_payment_request_id_index" ON "payment_docs" USING btree ("payment_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_invoices_live_key" ON "payment_request_invoices" USING btree ("invoice_id") WHERE "payment_request_invoices"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_gateway_reference_key" ON "payment_requests" USING btree ("gateway","gateway_reference");