-- The income screen's settled totals kept per shop (issue 38 item 5, docs/decisions/0184):
-- get-summary-income summed every ledger entry of the shop (~54,000 for seller1's head office and
-- branches, 60-110 ms), though all but the HELD ones (a few weeks of orders) change again only by
-- a refund or a payout. Every statement that writes income_entries adds the rows it leaves and
-- takes away the rows it replaced, per shop and stored status, in its own transaction. HELD
-- entries are left out: their READY / HELD split depends on the clock and is read live.
CREATE TABLE "income_status_totals" (
	"store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"transfer_status" varchar(12) NOT NULL,
	"entries" integer NOT NULL DEFAULT 0,
	"gross_satang" bigint NOT NULL DEFAULT 0,
	"provider_fee_satang" bigint NOT NULL DEFAULT 0,
	"commission_satang" bigint NOT NULL DEFAULT 0,
	"net_satang" bigint NOT NULL DEFAULT 0,
	PRIMARY KEY ("store_id", "transfer_status")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_status_totals_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added text := 'SELECT store_id, transfer_status, 1 AS n, gross_satang AS gross, provider_fee_satang AS fee, commission_satang AS commission, net_satang AS net FROM income_status_new WHERE transfer_status <> ''HELD''';
  taken text := 'SELECT store_id, transfer_status, -1 AS n, -gross_satang AS gross, -provider_fee_satang AS fee, -commission_satang AS commission, -net_satang AS net FROM income_status_old WHERE transfer_status <> ''HELD''';
BEGIN
  -- Shops in one order, so two statements never wait on each other's rows the other way round.
  EXECUTE format(
    'INSERT INTO income_status_totals AS t (store_id, transfer_status, entries, gross_satang,
       provider_fee_satang, commission_satang, net_satang)
     SELECT store_id, transfer_status, sum(n), sum(gross), sum(fee), sum(commission), sum(net)
     FROM (%s) AS change
     GROUP BY store_id, transfer_status
     ORDER BY store_id, transfer_status
     ON CONFLICT (store_id, transfer_status) DO UPDATE SET
       entries = t.entries + excluded.entries,
       gross_satang = t.gross_satang + excluded.gross_satang,
       provider_fee_satang = t.provider_fee_satang + excluded.provider_fee_satang,
       commission_satang = t.commission_satang + excluded.commission_satang,
       net_satang = t.net_satang + excluded.net_satang',
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN taken
      ELSE added || ' UNION ALL ' || taken END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER income_status_totals_insert AFTER INSERT ON income_entries
  REFERENCING NEW TABLE AS income_status_new
  FOR EACH STATEMENT EXECUTE FUNCTION income_status_totals_apply();
--> statement-breakpoint
CREATE TRIGGER income_status_totals_update AFTER UPDATE ON income_entries
  REFERENCING OLD TABLE AS income_status_old NEW TABLE AS income_status_new
  FOR EACH STATEMENT EXECUTE FUNCTION income_status_totals_apply();
--> statement-breakpoint
CREATE TRIGGER income_status_totals_delete AFTER DELETE ON income_entries
  REFERENCING OLD TABLE AS income_status_old
  FOR EACH STATEMENT EXECUTE FUNCTION income_status_totals_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_status_totals_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM income_status_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER income_status_totals_truncate AFTER TRUNCATE ON income_entries
  FOR EACH STATEMENT EXECUTE FUNCTION income_status_totals_clear();
--> statement-breakpoint
INSERT INTO income_status_totals (store_id, transfer_status, entries, gross_satang,
  provider_fee_satang, commission_satang, net_satang)
SELECT store_id, transfer_status, count(*), sum(gross_satang), sum(provider_fee_satang),
  sum(commission_satang), sum(net_satang)
FROM income_entries WHERE transfer_status <> 'HELD'
GROUP BY store_id, transfer_status;
