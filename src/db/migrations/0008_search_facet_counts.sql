CREATE TABLE "search_facet_counts" (
	"dealership_id" integer NOT NULL,
	"status" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_facet_counts_dealership_id_status_facet_value_pk" PRIMARY KEY("dealership_id","status","facet","value")
);
--> statement-breakpoint
CREATE INDEX "cars_dealership_price_idx" ON "cars" USING btree ("dealership_id","price");--> statement-breakpoint
CREATE INDEX "cars_dealership_km_idx" ON "cars" USING btree ("dealership_id","km");--> statement-breakpoint
CREATE INDEX "cars_dealership_year_idx" ON "cars" USING btree ("dealership_id","year");--> statement-breakpoint
CREATE INDEX "cars_dealership_subscription_idx" ON "cars" USING btree ("dealership_id","subscription_price");--> statement-breakpoint
CREATE INDEX "cars_dealership_sold_idx" ON "cars" USING btree ("dealership_id","sold_at") WHERE "cars"."status" = 'sold';--> statement-breakpoint
-- The band a price or weekly payment falls in, as 'low-high' ('150000-' for the open top band) or
-- null below the first band: the same values as the search statement's CASE (bandCase in
-- src/db/queries/search-statement.ts); the bands are src/domain/price-bands.ts, and
-- tests/integration/search-counts.test.ts checks that the two agree.
CREATE FUNCTION search_band(amount integer, bands integer[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT bands[i] || '-' || coalesce(bands[i + 1]::text, '')
  FROM generate_subscripts(bands, 1) AS i WHERE bands[i] <= amount ORDER BY i DESC LIMIT 1
$$;--> statement-breakpoint
-- The (facet, value) pairs one car adds to its site's counts: every value facet the search
-- statement counts, 'location' standing for the four place facets, and 'count' for the car itself.
CREATE FUNCTION search_count_keys(c cars) RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.facet, k.value FROM (VALUES
    ('count', ''), ('status', c.status), ('badge', c.badge), ('car_type', c.car_type), ('colour', c.colour),
    ('item_type', c.item_type), ('location', c.location_id::text), ('make', c.make), ('make_model', c.make || ' ' || c.model),
    ('model', c.model), ('price_range', search_band(c.price, '{0,10000,20000,30000,40000,50000,75000,100000,150000}')),
    ('seats', c.seats::text), ('body', c.simple_body), ('drive', c.simple_drive), ('fuel', c.simple_fuel),
    ('transmission', c.transmission), ('tag', c.tag), ('weekly_price_range', search_band(c.weekly_payment, '{0,100,150,200,300,400,500}')),
    ('certified', c.certified::text)
  ) AS k (facet, value) WHERE k.value IS NOT NULL
  UNION ALL SELECT 'categories', v FROM unnest(c.categories) AS v WHERE v IS NOT NULL
  UNION ALL SELECT 'filtered_features', v FROM unnest(c.features) AS v WHERE v IS NOT NULL
$$;--> statement-breakpoint
-- Keeps search_facet_counts in step with cars. Statement-level with transition tables, so a bulk
-- load or a feed update adds its cars' counts in one statement; an update that changes no counted
-- value nets to nothing and writes nothing. Rows are upserted in key order so that concurrent
-- writers to one site take their row locks in the same order.
CREATE FUNCTION count_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO search_facet_counts AS t (dealership_id, status, facet, value, n)
      SELECT d.dealership_id, d.status, d.facet, d.value, sum(d.n) FROM (
        SELECT c.dealership_id, c.status, k.facet, k.value, -1 AS n FROM old_cars AS c, search_count_keys(c) AS k WHERE c.show_on_dealer_website
        UNION ALL
        SELECT c.dealership_id, c.status, k.facet, k.value, 1 FROM new_cars AS c, search_count_keys(c) AS k WHERE c.show_on_dealer_website
      ) AS d GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (dealership_id, status, facet, value) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  DELETE FROM search_facet_counts WHERE n = 0 AND dealership_id IN (SELECT dealership_id FROM old_cars);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cars_facets_inserted AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION count_search_facets();--> statement-breakpoint
CREATE TRIGGER cars_facets_updated AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION count_search_facets();--> statement-breakpoint
CREATE TRIGGER cars_facets_deleted AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_cars FOR EACH STATEMENT EXECUTE FUNCTION count_search_facets();--> statement-breakpoint
-- TRUNCATE fires no row or statement delete triggers (the seed empties its tables so).
CREATE FUNCTION clear_search_facet_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_facet_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cars_facets_truncated AFTER TRUNCATE ON cars FOR EACH STATEMENT EXECUTE FUNCTION clear_search_facet_counts();--> statement-breakpoint
-- The cars already there.
INSERT INTO search_facet_counts (dealership_id, status, facet, value, n)
  SELECT c.dealership_id, c.status, k.facet, k.value, count(*) FROM cars AS c, search_count_keys(c) AS k
  WHERE c.show_on_dealer_website GROUP BY 1, 2, 3, 4;--> statement-breakpoint
ANALYZE "search_facet_counts";
