-- data: surcharges and premium packages charge in one set of units ({ unit, amount | percent, stepKg? }).
-- Premium packages: { kind, amount | percent } becomes { unit, amount | percent } (the kinds were already units).
UPDATE "premium_packages" SET "calc" = jsonb_set("calc" - 'kind', '{unit}', "calc" -> 'kind') WHERE "calc" ? 'kind';
--> statement-breakpoint
-- A cargo-type surcharge's per-order amount becomes a per-order charge.
UPDATE "product_surcharges"
SET "calc" = jsonb_build_object(
  'kind', 'cargoType',
  'cargoTypes', "calc" -> 'cargoTypes',
  'charge', jsonb_build_object('unit', 'perOrder', 'amount', "calc" -> 'perOrder')
)
WHERE "calc" ->> 'kind' = 'cargoType' AND "calc" ? 'perOrder';
--> statement-breakpoint
-- A fixed per-piece surcharge becomes a fixed fee charged per piece.
UPDATE "product_surcharges"
SET "calc" = jsonb_build_object(
  'kind', 'fixedFee',
  'charge', jsonb_build_object('unit', 'perPiece', 'amount', "calc" -> 'perPiece')
)
WHERE "calc" ->> 'kind' = 'fixedPerPiece';
--> statement-breakpoint
-- A remote-area fee of both a per-order amount A and a per-kg amount B (minimum M) was max(A + B × kg, M).
-- One charge has one unit, so it becomes two remote-area surcharges that add up to the same amount:
-- max(A + B × kg, M) = A + max(B × kg, max(M − A, 0)). A new surcharge "<code>_ORDER" (same names, order and
-- statement flag) charges A per order; the original keeps its code and charges B per kg, at least M − A. Both
-- lines round to the same total because A has whole cents.
INSERT INTO "product_surcharges" (
  "product_id", "code", "name_zh", "name_en", "name_ko", "description", "calc", "show_on_statement",
  "sort_number", "references_earlier"
)
SELECT
  s."product_id",
  CASE
    WHEN EXISTS (
      SELECT 1 FROM "product_surcharges" o
      WHERE o."product_id" = s."product_id" AND lower(o."code") = lower(s."code" || '_ORDER')
    ) THEN s."code" || '_ORDER_' || s."id"
    ELSE s."code" || '_ORDER'
  END,
  s."name_zh", s."name_en", s."name_ko", s."description",
  jsonb_build_object(
    'kind', 'remoteArea',
    'charge', jsonb_build_object('unit', 'perOrder', 'amount', s."calc" ->> 'perOrder')
  ),
  s."show_on_statement", s."sort_number", false
FROM "product_surcharges" s
WHERE s."calc" ->> 'kind' = 'remoteArea' AND NOT s."calc" ? 'charge'
  AND coalesce((s."calc" ->> 'perOrder')::numeric, 0) > 0
  AND coalesce((s."calc" ->> 'perKg')::numeric, 0) > 0;
--> statement-breakpoint
UPDATE "product_surcharges"
SET "calc" = jsonb_build_object(
  'kind', 'remoteArea',
  'charge', jsonb_build_object('unit', 'perKg', 'amount', "calc" ->> 'perKg')
) || CASE
  WHEN coalesce(("calc" ->> 'minimum')::numeric, 0) - coalesce(("calc" ->> 'perOrder')::numeric, 0) > 0
  THEN jsonb_build_object(
    'minimum',
    (("calc" ->> 'minimum')::numeric - coalesce(("calc" ->> 'perOrder')::numeric, 0))::text
  )
  ELSE '{}'::jsonb
END
WHERE "calc" ->> 'kind' = 'remoteArea' AND NOT "calc" ? 'charge'
  AND coalesce(("calc" ->> 'perKg')::numeric, 0) > 0;
--> statement-breakpoint
-- What is left charged per order only (a missing amount counts as 0, as the engine read it).
UPDATE "product_surcharges"
SET "calc" = jsonb_build_object(
  'kind', 'remoteArea',
  'charge', jsonb_build_object('unit', 'perOrder', 'amount', coalesce("calc" ->> 'perOrder', '0'))
) || CASE WHEN "calc" ? 'minimum' THEN jsonb_build_object('minimum', "calc" -> 'minimum') ELSE '{}'::jsonb END
WHERE "calc" ->> 'kind' = 'remoteArea' AND NOT "calc" ? 'charge';
