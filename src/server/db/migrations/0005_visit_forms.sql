CREATE TABLE "form_visit_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_visit_photos" (
	"visit_id" integer NOT NULL,
	"slot" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"width" integer,
	"height" integer,
	CONSTRAINT "form_visit_photos_visit_id_slot_pk" PRIMARY KEY("visit_id","slot")
);
--> statement-breakpoint
CREATE TABLE "form_visit_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"series_brand" text NOT NULL,
	"series" text NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"client_id" text,
	"brand_display" text[] NOT NULL,
	"brand_display_description" text,
	"other_midrange" text[] NOT NULL,
	"other_midrange_description" text,
	"brand_domination" boolean,
	"qty_plg_grp" integer,
	"qty_non_plg_grp" integer,
	"series_list" text[] NOT NULL,
	"series_brand" jsonb NOT NULL,
	"other_series_list" text[] NOT NULL,
	"equipment" text[],
	"equipment_text" text,
	"notes" text,
	"visited_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "form_visit_photos" ADD CONSTRAINT "form_visit_photos_visit_id_form_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "form_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_visit_photos" ADD CONSTRAINT "form_visit_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_visits" ADD CONSTRAINT "form_visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_visits" ADD CONSTRAINT "form_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_visits" ADD CONSTRAINT "form_visits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_visits" ADD CONSTRAINT "form_visits_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_visit_options_brand_kind_code_index" ON "form_visit_options" USING btree ("brand","kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "form_visit_photos_upload_id_index" ON "form_visit_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_visit_series_brand_series_brand_series_index" ON "form_visit_series" USING btree ("brand","series_brand","series");--> statement-breakpoint
CREATE INDEX "form_visits_brand_created_at_index" ON "form_visits" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "form_visits_customer_id_brand_index" ON "form_visits" USING btree ("customer_id","brand");--> statement-breakpoint
CREATE INDEX "form_visits_brand_visited_on_index" ON "form_visits" USING btree ("brand","visited_on");--> statement-breakpoint
CREATE UNIQUE INDEX "form_visits_created_by_client_id_index" ON "form_visits" USING btree ("created_by","client_id");