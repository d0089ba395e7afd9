CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || make || ' ' || model || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' || coalesce(colour, '') || ' ' || stocknum || ' ' || coalesce(vin, ''))) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "weekly_payment" integer GENERATED ALWAYS AS (((jsonb_path_query_first(finance_lenders, '$.*.paymentWeek ? (@ != null)') #>> '{}')::numeric)::integer) STORED;--> statement-breakpoint
CREATE INDEX "cars_search_text_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");