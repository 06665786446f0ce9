CREATE TABLE "catalog_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_revision" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every write to a catalog table bumps the revision in the same transaction (catalog.cache.ts): the catalog cache
-- of each server instance reads it once per request. Per-customer tables (quotas, restock subscriptions, carts,
-- orders) are not cached and have no trigger.
CREATE FUNCTION "bump_catalog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_revision" SET "revision" = "revision" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['brands', 'series', 'merchandise_categories', 'bike_categories', 'tags', 'product_groups',
    'articles', 'product_images', 'article_tags', 'article_sorgs', 'catalog_blocks', 'prices', 'discount_tiers',
    'promotions', 'promotion_details', 'stock']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"()', t || '_bumps_catalog_revision', t);
  END LOOP;
END
$$;
