CREATE TABLE "login_locks" (
	"username" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cust_code_r_3" text,
	"cust_code_isr" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "refresh_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_families_user_id_index" ON "token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "token_families_expires_at_index" ON "token_families" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "token_families_revoked_at_index" ON "token_families" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_created_at_index" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_created_at_index" ON "login_attempts" USING btree ("created_at");