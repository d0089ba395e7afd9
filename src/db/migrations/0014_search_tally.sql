CREATE TABLE "search_tally" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"status" text NOT NULL,
	"sold_at" timestamp with time zone,
	"show_on_dealer_website" boolean NOT NULL,
	"car_type" text NOT NULL,
	"make" text NOT NULL,
	"year" integer NOT NULL,
	"stocknum" text NOT NULL,
	"search_words" text[],
	"record" text NOT NULL,
	"place" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_tally_search_words_idx" ON "search_tally" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "search_tally_location_idx" ON "search_tally" USING btree ("location_id");--> statement-breakpoint
-- One car's facet, range and sort values as src/db/queries/search-tallied.ts decodes them: fields
-- joined by U+001F, each array preceded by its length and its elements joined by U+001D, a nullable
-- text preceded by U+0002 when present (so null and '' differ). Stable, not immutable: a value's text
-- form goes through its type's output function. Only the triggers below call it.
CREATE FUNCTION search_tally_record(c cars) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT concat_ws(chr(31), c.id, c.location_id, c.status, c.car_type, c.item_type, c.make, c.model,
    coalesce(chr(2) || c.badge, ''), coalesce(chr(2) || c.colour, ''), coalesce(chr(2) || c.simple_body, ''),
    coalesce(chr(2) || c.simple_drive, ''), coalesce(chr(2) || c.simple_fuel, ''), coalesce(chr(2) || c.transmission, ''),
    coalesce(chr(2) || c.tag, ''),
    c.price, coalesce(c.seats::text, ''), coalesce(c.weekly_payment::text, ''), c.certified::int,
    coalesce(c.subscription_price::text, ''), c.km, c.year,
    (extract(epoch from c.created_at) * 1000000)::bigint, c.custom_rank,
    cardinality(c.categories), array_to_string(c.categories, chr(29)), cardinality(c.features), array_to_string(c.features, chr(29)))
$$;--> statement-breakpoint
-- Where a car is, as the place facets read it: the location's id, name, city and state and the
-- dealership's name, joined by U+001F.
CREATE FUNCTION search_tally_place(l locations, dealership_name text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT concat_ws(chr(31), l.id, l.name, l.city, l.state, dealership_name)
$$;--> statement-breakpoint
-- Keeps search_tally in step with cars, in the writer's transaction. Statement-level with
-- transition tables, so a feed import writes its cars' rows in one statement per batch. Updates
-- are plain UPDATEs of the rows whose values changed (a description or photos change none of
-- them): INSERT ... ON CONFLICT DO UPDATE cost the embedded engine fifteen times as much per car.
--
-- The statements that find search_tally's rows by the changed cars' ids run through EXECUTE, so
-- each is planned for the batch in hand. A static statement's plan is kept for the session from
-- its first run, and the first run is usually the first batch of a first import, when the table
-- is empty: that plan scans the whole table for every later batch (a 100,000-car repricing took
-- 4 times as long on PGlite, which has no autovacuum to invalidate it).
CREATE FUNCTION keep_search_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE 'DELETE FROM search_tally AS t USING old_cars AS o WHERE t.id = o.id';
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_tally (id, dealership_id, location_id, status, sold_at, show_on_dealer_website, car_type, make, year, stocknum, search_words, record, place)
      SELECT c.id, c.dealership_id, c.location_id, c.status, c.sold_at, c.show_on_dealer_website, c.car_type, c.make, c.year, c.stocknum,
        c.search_words, search_tally_record(c), search_tally_place(l, d.name)
      FROM new_cars AS c JOIN locations AS l ON l.id = c.location_id JOIN dealerships AS d ON d.id = l.dealership_id;
  ELSE
    EXECUTE $update$
      UPDATE search_tally AS t SET dealership_id = n.dealership_id, location_id = n.location_id, status = n.status, sold_at = n.sold_at,
          show_on_dealer_website = n.show_on_dealer_website, car_type = n.car_type, make = n.make, year = n.year, stocknum = n.stocknum,
          search_words = n.search_words, record = n.record, place = n.place
        FROM (SELECT c.id, c.dealership_id, c.location_id, c.status, c.sold_at, c.show_on_dealer_website, c.car_type, c.make, c.year, c.stocknum,
            c.search_words, search_tally_record(c) AS record, search_tally_place(l, d.name) AS place
          FROM new_cars AS c JOIN locations AS l ON l.id = c.location_id JOIN dealerships AS d ON d.id = l.dealership_id) AS n
        WHERE t.id = n.id
          AND (t.dealership_id, t.location_id, t.status, t.sold_at, t.show_on_dealer_website, t.car_type, t.make, t.year, t.stocknum,
            t.search_words, t.record, t.place)
          IS DISTINCT FROM (n.dealership_id, n.location_id, n.status, n.sold_at, n.show_on_dealer_website, n.car_type, n.make, n.year,
            n.stocknum, n.search_words, n.record, n.place)
    $update$;
    -- A car whose id changed: its old row goes, its new one comes. Differences of id sets are
    -- taken with EXCEPT, which hashes both sides.
    EXECUTE 'DELETE FROM search_tally WHERE id IN (SELECT id FROM old_cars EXCEPT SELECT id FROM new_cars)';
    INSERT INTO search_tally (id, dealership_id, location_id, status, sold_at, show_on_dealer_website, car_type, make, year, stocknum, search_words, record, place)
      SELECT c.id, c.dealership_id, c.location_id, c.status, c.sold_at, c.show_on_dealer_website, c.car_type, c.make, c.year, c.stocknum,
        c.search_words, search_tally_record(c), search_tally_place(l, d.name)
      FROM new_cars AS c JOIN locations AS l ON l.id = c.location_id JOIN dealerships AS d ON d.id = l.dealership_id
      WHERE c.id IN (SELECT id FROM new_cars EXCEPT SELECT id FROM old_cars);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cars_tally_inserted AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION keep_search_tally();--> statement-breakpoint
CREATE TRIGGER cars_tally_updated AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION keep_search_tally();--> statement-breakpoint
CREATE TRIGGER cars_tally_deleted AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_cars FOR EACH STATEMENT EXECUTE FUNCTION keep_search_tally();--> statement-breakpoint
CREATE FUNCTION clear_search_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_tally;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cars_tally_truncated AFTER TRUNCATE ON cars FOR EACH STATEMENT EXECUTE FUNCTION clear_search_tally();--> statement-breakpoint
-- A renamed location, or a renamed dealership, changes its cars' places. Only rows whose place
-- texts changed are followed (a site file applied again changes none), through search_tally's
-- location index, planned for each statement as above.
CREATE FUNCTION keep_search_tally_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'locations' THEN
    EXECUTE $update$
      UPDATE search_tally AS t SET place = p.place
        FROM (SELECT n.id, search_tally_place(n, d.name) AS place FROM new_places AS n
          JOIN old_places AS o ON o.id = n.id JOIN dealerships AS d ON d.id = n.dealership_id
          WHERE (n.name, n.city, n.state) IS DISTINCT FROM (o.name, o.city, o.state)) AS p
        WHERE t.location_id = p.id AND t.place IS DISTINCT FROM p.place
    $update$;
  ELSE
    EXECUTE $update$
      UPDATE search_tally AS t SET place = p.place
        FROM (SELECT l.id, search_tally_place(l, n.name) AS place FROM new_places AS n
          JOIN old_places AS o ON o.id = n.id JOIN locations AS l ON l.dealership_id = n.id
          WHERE n.name IS DISTINCT FROM o.name) AS p
        WHERE t.location_id = p.id AND t.place IS DISTINCT FROM p.place
    $update$;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER locations_tally_updated AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_places NEW TABLE AS new_places FOR EACH STATEMENT EXECUTE FUNCTION keep_search_tally_places();--> statement-breakpoint
CREATE TRIGGER dealerships_tally_updated AFTER UPDATE ON dealerships
  REFERENCING OLD TABLE AS old_places NEW TABLE AS new_places FOR EACH STATEMENT EXECUTE FUNCTION keep_search_tally_places();--> statement-breakpoint
-- The cars already there.
INSERT INTO search_tally (id, dealership_id, location_id, status, sold_at, show_on_dealer_website, car_type, make, year, stocknum, search_words, record, place)
  SELECT c.id, c.dealership_id, c.location_id, c.status, c.sold_at, c.show_on_dealer_website, c.car_type, c.make, c.year, c.stocknum,
    c.search_words, search_tally_record(c), search_tally_place(l, d.name)
  FROM cars AS c JOIN locations AS l ON l.id = c.location_id JOIN dealerships AS d ON d.id = l.dealership_id;--> statement-breakpoint
ANALYZE "search_tally";
