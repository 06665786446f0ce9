-- The built-in sandbox is the only payment gateway (docs/decisions.md "gateway and secrets"); the host config refuses
-- any other name. Databases seeded before it named 'stripe' or 'xendit': they take the sandbox, so their hosts load.
UPDATE "hosts" SET "config" = jsonb_set("config", '{paymentGateway}', '"sandbox"')
WHERE "config" ? 'paymentGateway' AND "config"->>'paymentGateway' <> 'sandbox';
