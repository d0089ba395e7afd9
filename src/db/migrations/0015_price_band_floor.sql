-- A price on application (a price that is not shown: SPEC 9, 10 or less) is in no price band, so a
-- car without a price no longer counts under "Under $10,000" (issue 26). The floor is
-- PRICE_BAND_ABOVE in src/domain/price-bands.ts; tests/integration/search-counts.test.ts checks that
-- this function, the search statement and the tallied count agree.
CREATE FUNCTION search_price_band(amount integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN amount > 10 THEN search_band(amount, '{0,10000,20000,30000,40000,50000,75000,100000,150000}') END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_count_keys(c cars) RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.facet, k.value FROM (VALUES
    ('count', ''), ('status', c.status), ('badge', c.badge), ('car_type', c.car_type), ('colour', c.colour),
    ('item_type', c.item_type), ('location', c.location_id::text), ('make', c.make), ('make_model', c.make || ' ' || c.model),
    ('model', c.model), ('price_range', search_price_band(c.price)),
    ('seats', c.seats::text), ('body', c.simple_body), ('drive', c.simple_drive), ('fuel', c.simple_fuel),
    ('transmission', c.transmission), ('tag', c.tag), ('weekly_price_range', search_band(c.weekly_payment, '{0,100,150,200,300,400,500}')),
    ('certified', c.certified::text)
  ) AS k (facet, value) WHERE k.value IS NOT NULL
  UNION ALL SELECT 'categories', v FROM unnest(c.categories) AS v WHERE v IS NOT NULL
  UNION ALL SELECT 'filtered_features', v FROM unnest(c.features) AS v WHERE v IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_count_state(c cars) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ROW(c.dealership_id, c.show_on_dealer_website, c.status, c.badge, c.car_type, c.colour, c.item_type, c.location_id,
    c.make, c.model, search_price_band(c.price), c.seats, c.simple_body,
    c.simple_drive, c.simple_fuel, c.transmission, c.tag, search_band(c.weekly_payment, '{0,100,150,200,300,400,500}'),
    c.certified, c.categories, c.features)::text
$$;--> statement-breakpoint
-- The stored counts were made with the old bands: count the price facet again.
DELETE FROM search_facet_counts WHERE facet = 'price_range';--> statement-breakpoint
INSERT INTO search_facet_counts (dealership_id, status, facet, value, n)
  SELECT c.dealership_id, c.status, 'price_range', search_price_band(c.price), count(*)
  FROM cars AS c WHERE c.show_on_dealer_website AND search_price_band(c.price) IS NOT NULL
  GROUP BY 1, 2, 4;
