CREATE TABLE "scene_verifications" (
	"identifier" varchar(256) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "scene_verifications_lookup_idx" ON "scene_verifications" USING btree ("identifier","phone","verified_at");