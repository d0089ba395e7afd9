CREATE EXTENSION IF NOT EXISTS pg_trgm--> statement-breakpoint
-- The words a text search matches: lower-case words of the car's name and identifiers.
CREATE FUNCTION car_words(name text, make text, model text, badge text, series text, colour text, stocknum text, vin text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(trim(lower(concat_ws(' ', name, make, model, badge, series, colour, stocknum, vin))), '[[:space:]]+')
$$--> statement-breakpoint
-- The same words keyed by dealership ('12:corolla'), so one site's search reads only its own index entries.
CREATE FUNCTION dealership_words(dealership_id integer, words text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(dealership_id || ':' || w), '{}') FROM unnest(words) AS w
$$--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (car_words(name, make, model, badge, series, colour, stocknum, vin)) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "dealership_words" text[] GENERATED ALWAYS AS (dealership_words(dealership_id, car_words(name, make, model, badge, series, colour, stocknum, vin))) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "weekly_payment" integer GENERATED ALWAYS AS (((jsonb_path_query_first(finance_lenders, '$.*.paymentWeek ? (@ != null)') #>> '{}')::numeric)::integer) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_search_words_idx" ON "cars" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "cars_dealership_words_idx" ON "cars" USING gin ("dealership_words");--> statement-breakpoint
CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_id_dealership_key" UNIQUE("id","dealership_id");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_dealership_fk" FOREIGN KEY ("location_id","dealership_id") REFERENCES "public"."locations"("id","dealership_id") ON DELETE no action ON UPDATE no action;
