DROP INDEX "products_sell_time_idx";--> statement-breakpoint
DROP INDEX "products_min_price_idx";--> statement-breakpoint
CREATE INDEX "products_listed_sell_time_idx" ON "products" USING btree ("sell_status","sell_time","id");--> statement-breakpoint
CREATE INDEX "products_listed_min_price_idx" ON "products" USING btree ("sell_status","negotiable","min_price","id");