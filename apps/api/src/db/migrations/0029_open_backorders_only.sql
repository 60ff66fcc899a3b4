-- A line holds a backorder only while its order is open (docs/decisions/028): the inventory list
-- reads the lines alone. Clear any line of a dispatched, delivered, returned or cancelled order that
-- still holds one (none should: fulfil and cancel clear them), so the rule holds for old rows too.
UPDATE "order_items" AS oi SET "backordered_qty" = 0
FROM "orders" AS o
WHERE o."account_id" = oi."account_id" AND o."id" = oi."order_id"
  AND oi."backordered_qty" > 0
  AND o."status" NOT IN ('Pending', 'open', 'Processing', 'Booked');
