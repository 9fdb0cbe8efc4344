ALTER TABLE "orgs" ADD COLUMN "settlement_currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
-- data: every money limit carries its currency: existing declared-value limits and declared-value surcharge thresholds were in the product currency
UPDATE "products" SET "limits" = "limits" || jsonb_build_object('maxDeclaredValueCurrency', "currency") WHERE NOT ("limits" ? 'maxDeclaredValueCurrency');--> statement-breakpoint
UPDATE "product_surcharges" AS s SET "calc" = s."calc" || jsonb_build_object('overValueCurrency', p."currency") FROM "products" AS p WHERE p."id" = s."product_id" AND s."calc"->>'kind' = 'declaredValue' AND NOT (s."calc" ? 'overValueCurrency');
