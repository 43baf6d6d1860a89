CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agreement" varchar(40) NOT NULL,
	"version" varchar(40) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(64) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"user_id" integer,
	"subject" varchar(80),
	"address" varchar(64),
	"request_id" varchar(64),
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","agreement");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_user_at_idx" ON "audit_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_kind_at_idx" ON "audit_events" USING btree ("kind","at");--> statement-breakpoint
-- The audit trail is append-only whatever the application asks (issue 62 item 2): a row is never changed,
-- the table never truncated, and a row is deleted only once it is 180 days old (the Cybersecurity Law's six
-- months), by the pruning of gateway/audit/prune.ts after AUDIT_RETENTION_DAYS.
CREATE FUNCTION "audit_events_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_events is append-only: a row is never changed';
  ELSIF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'audit_events is append-only: it is never truncated';
  ELSIF OLD."at" > now() - interval '180 days' THEN
    RAISE EXCEPTION 'audit_events keeps every row for 180 days';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_guard_rows" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_events_guard_table" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_guard"();
