CREATE TABLE "company_credit" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit_exposure" bigint DEFAULT 0 NOT NULL,
	"open_invoice" bigint DEFAULT 0 NOT NULL,
	"open_do" bigint DEFAULT 0 NOT NULL,
	"consignment" bigint DEFAULT 0 NOT NULL,
	"reason_blocked" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"do_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"order_type" text DEFAULT 'ZOR' NOT NULL,
	"ship_to_id" integer,
	"ship_to" text DEFAULT '' NOT NULL,
	"cust_po_no" text DEFAULT '' NOT NULL,
	"request_delivery_date" date,
	"estimated_delivery_date" date,
	"delivery_date" date,
	"tracking_no" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"expedition_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_doNumber_unique" UNIQUE("do_number")
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"supply_qty" integer NOT NULL,
	"supply_date" date NOT NULL,
	"supply_site" text DEFAULT '' NOT NULL,
	"supply_sloc" text DEFAULT '' NOT NULL,
	"supply_shipping_point" text DEFAULT '' NOT NULL,
	"supply_location" text DEFAULT '' NOT NULL,
	"supply_priority" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payment_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"type" text NOT NULL,
	"display" text NOT NULL,
	"payment_method_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"customer_id" integer,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"file_name" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_receipt" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'ZOR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_credit" ADD CONSTRAINT "company_credit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_ship_to_id_ship_to_addresses_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "ship_to_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_confirmations" ADD CONSTRAINT "order_line_confirmations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_docs" ADD CONSTRAINT "order_payment_docs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_docs" ADD CONSTRAINT "order_payment_docs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_created_at_index" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_customer_id_delivery_date_index" ON "deliveries" USING btree ("customer_id","delivery_date");--> statement-breakpoint
CREATE INDEX "deliveries_customer_id_estimated_delivery_date_index" ON "deliveries" USING btree ("customer_id","estimated_delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_lines_delivery_id_index" ON "delivery_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_order_line_id_index" ON "delivery_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_line_confirmations_order_line_id_index" ON "order_line_confirmations" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_payment_docs_order_id_index" ON "order_payment_docs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "saved_payments_user_id_customer_id_index" ON "saved_payments" USING btree ("user_id","customer_id");--> statement-breakpoint
CREATE INDEX "reports_owner_user_id_created_at_index" ON "reports" USING btree ("owner_user_id","created_at");