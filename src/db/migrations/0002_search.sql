CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(trim(lower(coalesce(name, '') || ' ' || make || ' ' || model || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' || coalesce(colour, '') || ' ' || stocknum || ' ' || coalesce(vin, ''))), '[[:space:]]+')) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "weekly_payment" integer GENERATED ALWAYS AS (((jsonb_path_query_first(finance_lenders, '$.*.paymentWeek ? (@ != null)') #>> '{}')::numeric)::integer) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_search_words_idx" ON "cars" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");