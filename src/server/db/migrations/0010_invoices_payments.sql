CREATE TABLE "average_payment_days" (
	"sorg" text NOT NULL,
	"customer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "average_payment_days_customer_id_sorg_year_pk" PRIMARY KEY("customer_id","sorg","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"article_code" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint NOT NULL,
	"sub_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"invoice_no" text NOT NULL,
	"assignment" text NOT NULL,
	"installment" smallint DEFAULT 0 NOT NULL,
	"do_no" text DEFAULT '' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"detail_notes" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"recycle_fee" bigint DEFAULT 0 NOT NULL,
	"surcharges" bigint DEFAULT 0 NOT NULL,
	"accounting_amount" bigint NOT NULL,
	"accounting_no" text DEFAULT '' NOT NULL,
	"payment_discount" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint NOT NULL,
	"clearing_date" date,
	"payer_code" text DEFAULT '' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"expedition_name" text DEFAULT '' NOT NULL,
	"expedition_tracking" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"company_code" text DEFAULT '' NOT NULL,
	"line_item" text DEFAULT '' NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"freight_allowance" bigint DEFAULT 0 NOT NULL,
	"early_payment_discount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_request_invoices" (
	"payment_request_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_request_invoices_payment_request_id_invoice_id_pk" PRIMARY KEY("payment_request_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"payer_code" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"external_id" text NOT NULL,
	"virtual_account_no" text,
	"payment_status" text NOT NULL,
	"expired_date" timestamp with time zone,
	"is_partial_payment" boolean DEFAULT false NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "payment_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_request_id" integer,
	"sorg" text NOT NULL,
	"module" text DEFAULT 'invoice' NOT NULL,
	"order_no" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_ref" text,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_components" (
	"sorg" text NOT NULL,
	"module" text NOT NULL,
	"additional_displays" text[] NOT NULL,
	CONSTRAINT "price_components_sorg_module_pk" PRIMARY KEY("sorg","module")
);
--> statement-breakpoint
ALTER TABLE "average_payment_days" ADD CONSTRAINT "average_payment_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_docs" ADD CONSTRAINT "payment_docs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_docs" ADD CONSTRAINT "payment_docs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_invoices" ADD CONSTRAINT "payment_request_invoices_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_invoices" ADD CONSTRAINT "payment_request_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_status_payment_statuses_id_fk" FOREIGN KEY ("payment_status") REFERENCES "payment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_payment_statuses_id_fk" FOREIGN KEY ("status") REFERENCES "payment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_index" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sorg_invoice_no_assignment_index" ON "invoices" USING btree ("sorg","invoice_no","assignment");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_status_due_date_index" ON "invoices" USING btree ("customer_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_clearing_date_index" ON "invoices" USING btree ("customer_id","clearing_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_sorg_fiscal_year_index" ON "invoices" USING btree ("customer_id","sorg","fiscal_year");--> statement-breakpoint
CREATE INDEX "payment_docs_payment_id_index" ON "payment_docs" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_request_invoices_invoice_id_index" ON "payment_request_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_requests_customer_id_payment_status_index" ON "payment_requests" USING btree ("customer_id","payment_status");--> statement-breakpoint
CREATE INDEX "payment_requests_payer_code_sorg_index" ON "payment_requests" USING btree ("payer_code","sorg");--> statement-breakpoint
CREATE INDEX "payments_sorg_module_index" ON "payments" USING btree ("sorg","module");--> statement-breakpoint
CREATE INDEX "payments_payment_request_id_index" ON "payments" USING btree ("payment_request_id");--> statement-breakpoint
INSERT INTO "payment_statuses" ("id", "description") VALUES ('complete', 'Complete'), ('pending', 'Pending'), ('failed', 'Failed'), ('void', 'Void'), ('on_processing', 'On Processing'), ('waiting', 'Waiting'), ('expired', 'Expired');
