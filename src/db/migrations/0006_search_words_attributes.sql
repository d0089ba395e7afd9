-- Shoppers search by body, fuel, drive and gearbox ('ute', 'diesel ute', 'automatic suv', '4wd'), so
-- car_words takes those four columns too. A generated column's expression depends on the function,
-- so the word columns (and with them their GIN indexes) go first, the function is replaced, and the
-- columns come back in one ALTER TABLE: one rewrite of cars computes both.
ALTER TABLE "cars" DROP COLUMN "search_words", DROP COLUMN "dealership_words";--> statement-breakpoint
DROP FUNCTION car_words(text, text, text, text, text, text, text, text);--> statement-breakpoint
-- The words a text search matches: lower-case words of the car's name, identifiers and attributes.
CREATE FUNCTION car_words(name text, make text, model text, badge text, series text, colour text, simple_body text, simple_fuel text, simple_drive text, transmission text, stocknum text, vin text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(trim(lower(concat_ws(' ', name, make, model, badge, series, colour, simple_body, simple_fuel, simple_drive, transmission, stocknum, vin))), '[[:space:]]+')
$$;--> statement-breakpoint
ALTER TABLE "cars"
  ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (car_words(name, make, model, badge, series, colour, simple_body, simple_fuel, simple_drive, transmission, stocknum, vin)) STORED,
  ADD COLUMN "dealership_words" text[] GENERATED ALWAYS AS (dealership_words(dealership_id, car_words(name, make, model, badge, series, colour, simple_body, simple_fuel, simple_drive, transmission, stocknum, vin))) STORED;--> statement-breakpoint
CREATE INDEX "cars_search_words_idx" ON "cars" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "cars_dealership_words_idx" ON "cars" USING gin ("dealership_words");--> statement-breakpoint
-- Adding a column fires no trigger, so the existing cars' new words reach the vocabulary here, by the
-- same rule as add_search_words (migration 0003).
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM cars, unnest(cars.search_words) AS w
  WHERE w <> '' AND NOT is_identifier_word(w)
  ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
-- The re-added columns have no planner statistics until an ANALYZE, and the embedded engine has no
-- autovacuum to take one; without them the text conditions' selectivity is a guess.
ANALYZE "cars";
