-- Stock leaves the catalog revision (docs/decisions.md "stock out of the catalog revision"): every checkout writes
-- stock, so with the trigger of migration 0004 each order cleared every server's whole catalog cache and all
-- checkouts queued on the one catalog_revision row. Stock is now read fresh with each product load (the groups'
-- "in stock" summary at most the cache's 60 s old); the offline catalog finds changed stock by stock.updated_at.
-- The other catalog tables keep their triggers.
DROP TRIGGER IF EXISTS "stock_bumps_catalog_revision" ON "stock";
