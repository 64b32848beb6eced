-- Decision 0127 (issue 18 §3). The view counter's batch (product-detail.views.ts) updates
-- view_count of every tyre viewed in the last 5 s; the products trigger copies it to the offer
-- summary. view_count was in the popular index, so each of those thousands of summary updates
-- wrote a new row version into all eight indexes. Out of every index, the update stays on its
-- page (HOT): 2,500 tyres' summary sync 122-181 ms -> 36-45 ms, the batch 195-285 -> 95-97 ms.
DROP INDEX "product_offer_summaries_popular_idx";--> statement-breakpoint
CREATE INDEX "product_offer_summaries_popular_idx" ON "product_offer_summaries" USING btree ("sold_count" DESC NULLS LAST,"search_count" DESC NULLS LAST,"product_id");