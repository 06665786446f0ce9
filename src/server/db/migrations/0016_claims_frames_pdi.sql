CREATE TABLE "frames" (
	"frame_number" text PRIMARY KEY NOT NULL,
	"article_id" integer,
	"production_code" text DEFAULT '' NOT NULL,
	"model_year" smallint,
	"shipped_delivery_no" text,
	"shipped_to_customer_id" integer,
	"shipped_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "recall_frames" (
	"campaign_id" integer NOT NULL,
	"frame_number" text NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "recall_frames_campaign_id_frame_number_pk" PRIMARY KEY("campaign_id","frame_number")
);
--> statement-breakpoint
CREATE TABLE "stolen_bike_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"frame_number" text NOT NULL,
	"reported_at" date NOT NULL,
	"police_report_no" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"comment" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"slot" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"from_status_id" text,
	"to_status_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_problem_catalogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_category" text NOT NULL,
	"article_id" integer,
	"part" text NOT NULL,
	"description" text NOT NULL,
	"sorting" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"catalogue_id" integer,
	"part" text NOT NULL,
	"description" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sorting" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_status_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_status_id" text NOT NULL,
	"to_status_id" text NOT NULL,
	"product_category" text NOT NULL,
	"customer_category" text DEFAULT 'N/A' NOT NULL,
	"capability" text NOT NULL,
	"needs_reason" boolean DEFAULT false NOT NULL,
	"side_effect" text
);
--> statement-breakpoint
CREATE TABLE "claim_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"sorting" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"product_category" text NOT NULL,
	"status_id" text NOT NULL,
	"frame_number" text,
	"article_id" integer,
	"non_code_description" text DEFAULT '' NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"mc_name" text DEFAULT '' NOT NULL,
	"production_code" text DEFAULT '' NOT NULL,
	"bike_attributes" text DEFAULT '{}' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"contact_person_phone" text DEFAULT '' NOT NULL,
	"purchase_date" date,
	"consumer_name" text DEFAULT '' NOT NULL,
	"consumer_phone" text DEFAULT '' NOT NULL,
	"consumer_city" text DEFAULT '' NOT NULL,
	"consumer_address" text DEFAULT '' NOT NULL,
	"consumer_email" text DEFAULT '' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"is_not_a_warranty" boolean DEFAULT false NOT NULL,
	"reason_rejection" text DEFAULT '' NOT NULL,
	"credit_note_no" text,
	"delivery_order_no" text,
	"pdi_id" integer,
	"client_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_referenceNo_unique" UNIQUE("reference_no")
);
--> statement-breakpoint
CREATE TABLE "pdi_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sorting" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdi_checks" (
	"pdi_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pdi_checks_pdi_id_item_id_pk" PRIMARY KEY("pdi_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "pdis" (
	"id" serial PRIMARY KEY NOT NULL,
	"frame_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"article_id" integer,
	"mechanic" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"client_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frames" ADD CONSTRAINT "frames_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frames" ADD CONSTRAINT "frames_shipped_to_customer_id_customers_id_fk" FOREIGN KEY ("shipped_to_customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_frames" ADD CONSTRAINT "recall_frames_campaign_id_recall_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "recall_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_frames" ADD CONSTRAINT "recall_frames_frame_number_frames_frame_number_fk" FOREIGN KEY ("frame_number") REFERENCES "frames"("frame_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stolen_bike_reports" ADD CONSTRAINT "stolen_bike_reports_frame_number_frames_frame_number_fk" FOREIGN KEY ("frame_number") REFERENCES "frames"("frame_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stolen_bike_reports" ADD CONSTRAINT "stolen_bike_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_histories" ADD CONSTRAINT "claim_histories_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_histories" ADD CONSTRAINT "claim_histories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_problem_catalogue" ADD CONSTRAINT "claim_problem_catalogue_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_problems" ADD CONSTRAINT "claim_problems_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_problems" ADD CONSTRAINT "claim_problems_catalogue_id_claim_problem_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "claim_problem_catalogue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_transitions" ADD CONSTRAINT "claim_status_transitions_from_status_id_claim_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "claim_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_transitions" ADD CONSTRAINT "claim_status_transitions_to_status_id_claim_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "claim_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_status_id_claim_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "claim_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdi_checks" ADD CONSTRAINT "pdi_checks_pdi_id_pdis_id_fk" FOREIGN KEY ("pdi_id") REFERENCES "pdis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdi_checks" ADD CONSTRAINT "pdi_checks_item_id_pdi_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "pdi_checklist_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdis" ADD CONSTRAINT "pdis_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdis" ADD CONSTRAINT "pdis_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdis" ADD CONSTRAINT "pdis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frames_shipped_to_customer_id_index" ON "frames" USING btree ("shipped_to_customer_id");--> statement-breakpoint
CREATE INDEX "recall_frames_frame_number_index" ON "recall_frames" USING btree ("frame_number");--> statement-breakpoint
CREATE INDEX "stolen_bike_reports_frame_number_active_index" ON "stolen_bike_reports" USING btree ("frame_number","active");--> statement-breakpoint
CREATE INDEX "claim_comments_claim_id_created_at_index" ON "claim_comments" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_comments_client_id_key" ON "claim_comments" USING btree ("created_by","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_slot_key" ON "claim_files" USING btree ("claim_id","slot");--> statement-breakpoint
CREATE INDEX "claim_histories_claim_id_created_at_index" ON "claim_histories" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_problem_catalogue_product_category_article_id_index" ON "claim_problem_catalogue" USING btree ("product_category","article_id");--> statement-breakpoint
CREATE INDEX "claim_problems_claim_id_index" ON "claim_problems" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_status_transitions_key" ON "claim_status_transitions" USING btree ("from_status_id","to_status_id","product_category","customer_category");--> statement-breakpoint
CREATE INDEX "claims_customer_id_created_at_index" ON "claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_id_created_at_index" ON "claims" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_frame_number_index" ON "claims" USING btree ("frame_number");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_client_id_key" ON "claims" USING btree ("created_by","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdis_active_frame_key" ON "pdis" USING btree ("frame_number") WHERE not "pdis"."is_deleted";--> statement-breakpoint
CREATE INDEX "pdis_customer_id_created_at_index" ON "pdis" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pdis_client_id_key" ON "pdis" USING btree ("created_by","client_id");