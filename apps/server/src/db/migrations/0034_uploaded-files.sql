-- Issue 33 item 2 (decision 0149): uploaded pictures as rows, so that every server serves them;
-- until now they were files under DATA_DIR/uploads on the disk of the server that took them. A
-- name is random and never reused. Files an older install has on disk are copied in when the
-- server prepares its database (lib/uploads.ts, copyDiskUploads).
CREATE TABLE uploaded_files (
  name varchar(64) PRIMARY KEY,
  content_type varchar(40) NOT NULL,
  size integer NOT NULL,
  sha256 varchar(64) NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
