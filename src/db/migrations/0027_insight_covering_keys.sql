-- The insights page sums counts over a range of days for a set of sites (src/db/queries/insights.ts).
-- Rows of one site lie all over the heap (each day's rollup writes every site at once), so fetching
-- them row by row from the heap cost a 9-site group 400 ms over 90 days; with the count carried in
-- the key's index the same reads are index-only (bench:insights). ON CONFLICT still infers these keys.
ALTER TABLE "insight_daily_totals" DROP CONSTRAINT "insight_daily_totals_website_id_metric_day_pk";--> statement-breakpoint
ALTER TABLE "insight_daily_totals" ADD CONSTRAINT "insight_daily_totals_website_id_metric_day_pk" PRIMARY KEY ("website_id", "metric", "day") INCLUDE ("count");--> statement-breakpoint
ALTER TABLE "insight_rollups" DROP CONSTRAINT "insight_rollups_website_id_metric_day_dimension_pk";--> statement-breakpoint
ALTER TABLE "insight_rollups" ADD CONSTRAINT "insight_rollups_website_id_metric_day_dimension_pk" PRIMARY KEY ("website_id", "metric", "day", "dimension") INCLUDE ("count");
