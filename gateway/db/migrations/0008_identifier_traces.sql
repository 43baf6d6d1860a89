CREATE TABLE "identifier_traces" (
	"scene_conf_id" integer NOT NULL,
	"identifier" varchar(256) NOT NULL,
	"part_key" varchar(256) NOT NULL,
	CONSTRAINT "identifier_traces_scene_conf_id_part_key_pk" PRIMARY KEY("scene_conf_id","part_key")
);
--> statement-breakpoint
CREATE TABLE "revalidation_queue" (
	"identifier" varchar(256) PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identifier_traces" ADD CONSTRAINT "identifier_traces_scene_conf_id_identifier_scenes_scene_conf_id_fk" FOREIGN KEY ("scene_conf_id") REFERENCES "public"."identifier_scenes"("scene_conf_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identifier_traces_part_idx" ON "identifier_traces" USING btree ("part_key","identifier");--> statement-breakpoint
CREATE INDEX "identifier_traces_identifier_idx" ON "identifier_traces" USING btree ("identifier","part_key");--> statement-breakpoint
CREATE INDEX "revalidation_queue_order_idx" ON "revalidation_queue" USING btree ("queued_at","identifier");
--> statement-breakpoint
-- The targets of a scene's traced rows, as the recalled-parts walk follows them (decision 0036): any
-- depth, `trace` 1 or true, the target traceIdentifier or else the row's own value, trimmed and
-- lower-cased; nothing longer than an identifier can be.
CREATE FUNCTION identifier_trace_keys(elements jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT target.key
  FROM jsonb_path_query(elements, 'strict $.** ? (@.trace == 1 || @.trace == true)') AS traced(el)
  CROSS JOIN LATERAL (SELECT lower(coalesce(nullif(btrim(traced.el ->> 'traceIdentifier'), ''), btrim(traced.el ->> 'lableValue')))) AS target(key)
  WHERE length(target.key) BETWEEN 1 AND 256
$$;
--> statement-breakpoint
-- Scenes behind the SMS gate are left out: the public page must not reveal what they hold.
CREATE FUNCTION identifier_traces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO identifier_traces (scene_conf_id, identifier, part_key)
  SELECT s.scene_conf_id, s.identifier, k.key FROM new_rows s CROSS JOIN LATERAL identifier_trace_keys(s.elements) AS k(key) WHERE NOT s.sms_gated;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION identifier_traces_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM identifier_traces WHERE scene_conf_id IN (SELECT scene_conf_id FROM old_rows);
  INSERT INTO identifier_traces (scene_conf_id, identifier, part_key)
  SELECT s.scene_conf_id, s.identifier, k.key FROM new_rows s CROSS JOIN LATERAL identifier_trace_keys(s.elements) AS k(key) WHERE NOT s.sms_gated;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement-level, with the statement's rows as a table: a bulk load of a million scenes derives its
-- traces in one set-based insert, not a million function calls. Deleted scenes take their traces with
-- them through the foreign key.
CREATE TRIGGER identifier_traces_on_insert AFTER INSERT ON identifier_scenes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION identifier_traces_insert();
--> statement-breakpoint
CREATE TRIGGER identifier_traces_on_update AFTER UPDATE ON identifier_scenes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION identifier_traces_update();
--> statement-breakpoint
INSERT INTO identifier_traces (scene_conf_id, identifier, part_key)
SELECT s.scene_conf_id, s.identifier, k.key FROM identifier_scenes s CROSS JOIN LATERAL identifier_trace_keys(s.elements) AS k(key) WHERE NOT s.sms_gated;
--> statement-breakpoint
-- Every scan adds to resolve_count and every batch of views to view_count: with room left on each page the
-- update stays on the page (a HOT update) instead of writing a new entry in each of the table's indexes. At a
-- million rows, 100 views over full pages took 6.5 ms against 2.2 on a small table (decision 0042).
ALTER TABLE identifiers SET (fillfactor = 80);
