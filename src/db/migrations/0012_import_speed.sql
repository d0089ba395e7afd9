-- Faster stock writes (npm run bench:import, docs/stock-import.md). A feed update rewrites
-- thousands of cars whose counted facets and search words mostly stay as they were: the update
-- triggers now pass over those cars instead of adding and subtracting every one of them.
--
-- A price or weekly payment's band by width_bucket, one expression instead of a subquery per call;
-- the same values as before ('low-high', '150000-' for the open top band, null below the first).
CREATE OR REPLACE FUNCTION search_band(amount integer, bands integer[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT bands[width_bucket(amount, bands)] || '-' || coalesce(bands[width_bucket(amount, bands) + 1]::text, '')
$$;--> statement-breakpoint
-- Everything search_count_keys reads of a car, as one value: two versions of a car with the same
-- state count the same. Keep it in step with search_count_keys (migration 0008).
CREATE FUNCTION search_count_state(c cars) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ROW(c.dealership_id, c.show_on_dealer_website, c.status, c.badge, c.car_type, c.colour, c.item_type, c.location_id,
    c.make, c.model, search_band(c.price, '{0,10000,20000,30000,40000,50000,75000,100000,150000}'), c.seats, c.simple_body,
    c.simple_drive, c.simple_fuel, c.transmission, c.tag, search_band(c.weekly_payment, '{0,100,150,200,300,400,500}'),
    c.certified, c.categories, c.features)::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_facet_counts AS t (dealership_id, status, facet, value, n)
      SELECT c.dealership_id, c.status, k.facet, k.value, count(*) FROM new_cars AS c, search_count_keys(c) AS k
      WHERE c.show_on_dealer_website GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (dealership_id, status, facet, value) DO UPDATE SET n = t.n + excluded.n;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_facet_counts AS t (dealership_id, status, facet, value, n)
      SELECT c.dealership_id, c.status, k.facet, k.value, -count(*) FROM old_cars AS c, search_count_keys(c) AS k
      WHERE c.show_on_dealer_website GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (dealership_id, status, facet, value) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    -- Only the cars whose counted state changed: a price change within its band counts nothing.
    -- (NOT IN over the other version is a hashed lookup; a join of the two transition tables was
    -- planned as a nested loop, a thousand by a thousand.)
    INSERT INTO search_facet_counts AS t (dealership_id, status, facet, value, n)
      SELECT d.dealership_id, d.status, d.facet, d.value, sum(d.n) FROM (
        SELECT o.dealership_id, o.status, k.facet, k.value, -1 AS n
          FROM old_cars AS o, search_count_keys(o) AS k
          WHERE o.show_on_dealer_website AND (o.id, search_count_state(o)) NOT IN (SELECT c.id, search_count_state(c) FROM new_cars AS c)
        UNION ALL
        SELECT c.dealership_id, c.status, k.facet, k.value, 1
          FROM new_cars AS c, search_count_keys(c) AS k
          WHERE c.show_on_dealer_website AND (c.id, search_count_state(c)) NOT IN (SELECT o.id, search_count_state(o) FROM old_cars AS o)
      ) AS d GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (dealership_id, status, facet, value) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  DELETE FROM search_facet_counts WHERE n = 0 AND dealership_id IN (SELECT dealership_id FROM old_cars);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update adds only the words of cars whose words changed; a price change adds none.
CREATE FUNCTION add_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT w FROM changed_cars AS n, unnest(n.search_words) AS w
    WHERE (n.id, n.search_words) NOT IN (SELECT o.id, o.search_words FROM previous_cars AS o) AND w <> '' AND NOT is_identifier_word(w)
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER cars_search_words_updated ON cars;--> statement-breakpoint
CREATE TRIGGER cars_search_words_updated AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS previous_cars NEW TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION add_changed_search_words();
