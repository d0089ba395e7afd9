ALTER TABLE "cars" ADD COLUMN "rego" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rego_state" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rego_expires_on" text;--> statement-breakpoint
CREATE INDEX "cars_rego_idx" ON "cars" USING btree ("rego_state","rego");--> statement-breakpoint
CREATE INDEX "cars_vin_idx" ON "cars" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree (lower("make"),lower("model"));