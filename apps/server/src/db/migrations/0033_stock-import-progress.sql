-- Issue 33 item 2: a stock import's apply progress where every server reads it. The apply writes
-- its rows in one transaction, invisible until it commits; its progress is written beside it, on
-- another connection, into this table, so a poll that reaches another server still sees the bar
-- move. A row not touched for two minutes is a process that died mid-way and is not believed.
CREATE TABLE stock_import_progress (
  job_id integer PRIMARY KEY REFERENCES stock_import_jobs (id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  processed_rows integer NOT NULL DEFAULT 0,
  total_rows integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
