CREATE TABLE "freight_benefit_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"warehouse_area" text NOT NULL,
	"target_qty" integer NOT NULL,
	"discount_percent" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_method_id" integer NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"ext_payment_gateway_id" text,
	"payment_discount" numeric(5, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sorg" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"expiry_days" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ship_to_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"warehouse_area" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sorg" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"input" boolean DEFAULT false NOT NULL,
	"rate" bigint NOT NULL,
	"currency" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_rates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_rate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_merchants" ADD CONSTRAINT "payment_merchants_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_to_addresses" ADD CONSTRAINT "ship_to_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freight_benefit_targets_sorg_warehouse_area_index" ON "freight_benefit_targets" USING btree ("sorg","warehouse_area");--> statement-breakpoint
CREATE INDEX "payment_merchants_payment_method_id_index" ON "payment_merchants" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_sorg_index" ON "payment_methods" USING btree ("sorg");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_to_addresses_customer_id_code_index" ON "ship_to_addresses" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "ship_to_addresses_customer_id_index" ON "ship_to_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipment_rates_sorg_index" ON "shipment_rates" USING btree ("sorg");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_to_id_ship_to_addresses_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "ship_to_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_rate_id_shipment_rates_id_fk" FOREIGN KEY ("shipment_rate_id") REFERENCES "shipment_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_id_status_index" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
UPDATE "orders" SET "status" = CASE
  WHEN "status" = 'Processing' AND "sap_order_no" IS NULL THEN 'PENDING_CONFIRMATION'
  WHEN "status" = 'Processing' THEN 'OPEN'
  WHEN "status" IN ('Shipped', 'Completed', 'Delivered') THEN 'SHIPPED'
  ELSE "status" END
WHERE "status" NOT IN ('PENDING_CONFIRMATION', 'OPEN', 'PARTIALLY_CONFIRMED', 'CONFIRMED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'CANCELLED', 'REJECTED');
