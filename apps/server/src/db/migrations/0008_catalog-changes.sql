CREATE TABLE "catalog_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
