CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"type" text DEFAULT 'home_page' NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"content" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"url" text,
	"link" text,
	"banner_file" text NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"sorg" text NOT NULL,
	"config" jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_hostname_unique" UNIQUE("hostname")
);
--> statement-breakpoint
CREATE TABLE "sorgs" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exact_qty_check" boolean DEFAULT false NOT NULL,
	"available_stock_check" boolean DEFAULT false NOT NULL,
	"merchant_name" text DEFAULT '' NOT NULL,
	"banner_urls" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_target_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_name" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_role_roles" (
	"group_role_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "group_role_roles_group_role_id_role_id_pk" PRIMARY KEY("group_role_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "group_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "group_roles_description_unique" UNIQUE("description")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"limitation" text NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_content_target_markets" (
	"user_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	CONSTRAINT "user_content_target_markets_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_confirmations" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text NOT NULL,
	"send_email" boolean DEFAULT true NOT NULL,
	"send_email_warranty" boolean DEFAULT false NOT NULL,
	"is_fake_email" boolean DEFAULT false NOT NULL,
	"language_id" text,
	"group_role_id" integer,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sorg" text NOT NULL,
	"account_current" text DEFAULT '' NOT NULL,
	"credit_control" text DEFAULT '' NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "company_credit_customers" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "company_credit_customers_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sorg" text NOT NULL,
	"cust_group" text,
	"account_current" text DEFAULT '' NOT NULL,
	"server" text DEFAULT '' NOT NULL,
	"credit_control" text DEFAULT '' NOT NULL,
	"include_tax" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"allow_pay_invoice" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_code_unified" text,
	"cust_code_isr" text,
	"cust_code_r_3" text,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"cust_code_r_3" text,
	"cust_code_isr" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"host" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sorg_sorgs_code_fk" FOREIGN KEY ("sorg") REFERENCES "sorgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_sorg_sorgs_code_fk" FOREIGN KEY ("sorg") REFERENCES "sorgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_sorg_sorgs_code_fk" FOREIGN KEY ("sorg") REFERENCES "sorgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_role_roles" ADD CONSTRAINT "group_role_roles_group_role_id_group_roles_id_fk" FOREIGN KEY ("group_role_id") REFERENCES "group_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_role_roles" ADD CONSTRAINT "group_role_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_target_markets" ADD CONSTRAINT "user_content_target_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_target_markets" ADD CONSTRAINT "user_content_target_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_role_id_group_roles_id_fk" FOREIGN KEY ("group_role_id") REFERENCES "group_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credit_customers" ADD CONSTRAINT "company_credit_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credit_customers" ADD CONSTRAINT "company_credit_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_areas" ADD CONSTRAINT "customer_areas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_areas" ADD CONSTRAINT "customer_areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_sorg_valid_from_valid_to_index" ON "announcements" USING btree ("sorg","valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "banners_sorg_valid_from_valid_to_index" ON "banners" USING btree ("sorg","valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "user_areas_user_id_index" ON "user_areas" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "customer_areas_customer_id_index" ON "customer_areas" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_areas_sorg_index" ON "customer_areas" USING btree ("sorg");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_cust_code_isr_index" ON "customers" USING btree ("cust_code_isr");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_cust_code_r_3_index" ON "customers" USING btree ("cust_code_r_3");--> statement-breakpoint
CREATE INDEX "customers_name_index" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_customers_customer_id_index" ON "user_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username_ip_created_at_index" ON "login_attempts" USING btree ("username","ip","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_user_id_created_at_index" ON "idempotency_keys" USING btree ("user_id","created_at");