CREATE TABLE "article_sorgs" (
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"allow_to_order" boolean DEFAULT true NOT NULL,
	"sorg_blocked" boolean DEFAULT false NOT NULL,
	"order_blocked" boolean DEFAULT false NOT NULL,
	"hierarchy_blocked" boolean DEFAULT false NOT NULL,
	"max_order_qty" integer,
	"recommended_rank" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_sorgs_article_id_sorg_pk" PRIMARY KEY("article_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_code" text NOT NULL,
	"old_code" text,
	"slug" text NOT NULL,
	"product_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL,
	"frame_size" text,
	"wheel_size" text,
	"color" text,
	"color_hex" text,
	"size_rank" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_articleCode_unique" UNIQUE("article_code"),
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bike_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"wording" text NOT NULL,
	"mc_ids" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"cust_group" text,
	"brand_id" integer,
	"merchandise_category_id" integer
);
--> statement-breakpoint
CREATE TABLE "discount_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"cust_group" text DEFAULT '' NOT NULL,
	"sales_deal_no" text NOT NULL,
	"term" text NOT NULL,
	"qty" integer NOT NULL,
	"type" text NOT NULL,
	"discount" bigint NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchandise_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "merchandise_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_quotas" (
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"quota" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_quotas_customer_id_article_id_sorg_pk" PRIMARY KEY("customer_id","article_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"cust_group" text DEFAULT '' NOT NULL,
	"retail" bigint NOT NULL,
	"dealer" bigint NOT NULL,
	"currency" text NOT NULL,
	"symbol" text NOT NULL,
	"thousand_separator" text NOT NULL,
	"decimal_separator" text NOT NULL,
	"decimal_precision" smallint NOT NULL,
	"retail_display" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_name" text NOT NULL,
	"category" text NOT NULL,
	"brand_id" integer NOT NULL,
	"serie_id" integer,
	"merchandise_category_id" integer NOT NULL,
	"model_year" smallint,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_group_id" integer NOT NULL,
	"color" text NOT NULL,
	"svg" text NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "product_images_product_group_id_color_pk" PRIMARY KEY("product_group_id","color")
);
--> statement-breakpoint
CREATE TABLE "promotion_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"article_id" integer,
	"brand_id" integer,
	"merchandise_category_id" integer,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"min_qty" integer,
	"max_qty" integer
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sorg" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"locations" text[] DEFAULT '{}' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "restock_subscriptions" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_subscriptions_user_id_article_id_sorg_pk" PRIMARY KEY("user_id","article_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"location" text NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"available_qty" integer DEFAULT 0 NOT NULL,
	"available_date" date,
	"custorder_qty" integer DEFAULT 0 NOT NULL,
	"custorder_date" date,
	"next_arrival_qty" integer DEFAULT 0 NOT NULL,
	"next_arrival_date" date,
	"available_for_order_at" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_article_id_sorg_location_pk" PRIMARY KEY("article_id","sorg","location")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"article_code" text NOT NULL,
	"description" text NOT NULL,
	"order_qty" integer NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL,
	"price" bigint NOT NULL,
	"promo_price" bigint,
	"subtotal" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"sap_order_no" text,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ship_to" text DEFAULT '' NOT NULL,
	"cust_po_no" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"total_order" bigint NOT NULL,
	"currency" text NOT NULL,
	"decimal_precision" smallint NOT NULL,
	CONSTRAINT "orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"qty" integer NOT NULL,
	"uom" text DEFAULT 'PC' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_customer_id_article_id_sorg_pk" PRIMARY KEY("customer_id","article_id","sorg")
);
--> statement-breakpoint
ALTER TABLE "article_sorgs" ADD CONSTRAINT "article_sorgs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_blocks" ADD CONSTRAINT "catalog_blocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_blocks" ADD CONSTRAINT "catalog_blocks_merchandise_category_id_merchandise_categories_id_fk" FOREIGN KEY ("merchandise_category_id") REFERENCES "merchandise_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_tiers" ADD CONSTRAINT "discount_tiers_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quotas" ADD CONSTRAINT "order_quotas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_quotas" ADD CONSTRAINT "order_quotas_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_merchandise_category_id_merchandise_categories_id_fk" FOREIGN KEY ("merchandise_category_id") REFERENCES "merchandise_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_details" ADD CONSTRAINT "promotion_details_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_details" ADD CONSTRAINT "promotion_details_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_details" ADD CONSTRAINT "promotion_details_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_details" ADD CONSTRAINT "promotion_details_merchandise_category_id_merchandise_categories_id_fk" FOREIGN KEY ("merchandise_category_id") REFERENCES "merchandise_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_sorgs_sorg_index" ON "article_sorgs" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "article_tags_tag_id_index" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_product_group_id_index" ON "articles" USING btree ("product_group_id");--> statement-breakpoint
CREATE INDEX "articles_updated_at_index" ON "articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "catalog_blocks_sorg_index" ON "catalog_blocks" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "discount_tiers_article_id_sorg_index" ON "discount_tiers" USING btree ("article_id","sorg");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_article_id_sorg_cust_group_index" ON "prices" USING btree ("article_id","sorg","cust_group");--> statement-breakpoint
CREATE INDEX "prices_sorg_cust_group_index" ON "prices" USING btree ("sorg","cust_group");--> statement-breakpoint
CREATE INDEX "prices_updated_at_index" ON "prices" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "product_groups_category_index" ON "product_groups" USING btree ("category");--> statement-breakpoint
CREATE INDEX "product_groups_brand_id_index" ON "product_groups" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_groups_updated_at_index" ON "product_groups" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "promotion_details_promotion_id_index" ON "promotion_details" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_details_article_id_index" ON "promotion_details" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "promotions_sorg_index" ON "promotions" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "restock_subscriptions_article_id_sorg_index" ON "restock_subscriptions" USING btree ("article_id","sorg");--> statement-breakpoint
CREATE UNIQUE INDEX "series_brand_id_name_index" ON "series" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "stock_sorg_index" ON "stock" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "stock_updated_at_index" ON "stock" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_type_name_index" ON "tags" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_article_id_index" ON "order_lines" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_created_at_index" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_sorg_created_at_index" ON "orders" USING btree ("sorg","created_at");--> statement-breakpoint
CREATE INDEX "cart_lines_article_id_index" ON "cart_lines" USING btree ("article_id");