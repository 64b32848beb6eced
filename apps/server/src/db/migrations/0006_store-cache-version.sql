CREATE TABLE "cache_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
