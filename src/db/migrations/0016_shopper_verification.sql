CREATE TABLE "spin_prize_budget" (
	"website_id" integer NOT NULL,
	"day" text NOT NULL,
	"awarded" integer NOT NULL,
	CONSTRAINT "spin_prize_budget_website_id_day_pk" PRIMARY KEY("website_id","day"),
	CONSTRAINT "spin_prize_budget_not_negative" CHECK ("spin_prize_budget"."awarded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "spin_prize_budget" ADD CONSTRAINT "spin_prize_budget_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");