CREATE TABLE "seed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_token_hash" varchar(64) NOT NULL,
	"refresh_token_hash" varchar(64) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"fingerprint" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"target" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"purpose" varchar(300) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"file_name" varchar(80) NOT NULL,
	"original_name" varchar(255),
	"mime" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(40) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"type" varchar(20) DEFAULT 'ORDINARY' NOT NULL,
	"portrait" text,
	"company_id" integer,
	"origin" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"logged_out_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"indentifier_prefix" varchar(40),
	"examine_status" integer DEFAULT -2 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"industry" varchar(100),
	"website" varchar(300),
	"introduce" text,
	"liaison" varchar(50),
	"liaison_phone" varchar(20),
	"qrcode_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefix_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"second_node_id" integer NOT NULL,
	"indentifier_prefix" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"card_no" varchar(60) NOT NULL,
	"license_type" integer NOT NULL,
	"license_img" varchar(200) NOT NULL,
	"company_type" integer NOT NULL,
	"legal_person" varchar(50) NOT NULL,
	"legal_crad_type" integer NOT NULL,
	"legal_card_no" varchar(60) NOT NULL,
	"legal_card_object" jsonb NOT NULL,
	"liaison" varchar(50) NOT NULL,
	"liaison_phone" varchar(20) NOT NULL,
	"liaison_email" varchar(254) NOT NULL,
	"website" varchar(300),
	"industry_code" varchar(60) NOT NULL,
	"industry_code_desc" varchar(300),
	"register_area" varchar(60) NOT NULL,
	"register_area_desc" varchar(300),
	"register_address" varchar(300) NOT NULL,
	"introduce" text,
	"examine_status" integer DEFAULT 0 NOT NULL,
	"feedback_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_options" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"kind" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" integer NOT NULL,
	"parent_code" varchar(20) NOT NULL,
	CONSTRAINT "dict_entries_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "second_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"node_prefix" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifier_scenes" (
	"scene_conf_id" integer PRIMARY KEY NOT NULL,
	"identifier" varchar(256) NOT NULL,
	"template_code" integer NOT NULL,
	"scene_name" varchar(100) NOT NULL,
	"icon" text,
	"sms_gated" boolean DEFAULT false NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifiers" (
	"identifier" varchar(256) PRIMARY KEY NOT NULL,
	"identifier_name" varchar(200) NOT NULL,
	"company_id" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolve_count" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"redirect_type" integer NOT NULL,
	"out_site_url" text,
	"product_id" integer,
	"kind" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"describes" text,
	"level" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"product_ids" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" varchar(2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"try_use_duration" integer DEFAULT -1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"describes" text NOT NULL,
	"trait" varchar(300) DEFAULT '' NOT NULL,
	"classify_id" integer NOT NULL,
	"classify_level1" integer NOT NULL,
	"classify_level2" integer,
	"app_original" integer NOT NULL,
	"negotiable" integer DEFAULT 0 NOT NULL,
	"sell_status" integer DEFAULT 1 NOT NULL,
	"choice" integer DEFAULT 0 NOT NULL,
	"recommend" integer DEFAULT 0 NOT NULL,
	"zero_try" integer DEFAULT 0 NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"app_id" varchar(64),
	"app_code" varchar(64),
	"picture" text NOT NULL,
	"banner_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"vendor" varchar(200),
	"min_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sell_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"app_id" varchar(64),
	"package_product_id" integer NOT NULL,
	"package_name" varchar(100) NOT NULL,
	"price_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"purchase_duration" varchar(20) NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" varchar(32) NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"buyer_company_name" varchar(200) NOT NULL,
	"product_id" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"standard_price" numeric(12, 2) NOT NULL,
	"remark" varchar(300),
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"deposit_bank" varchar(100) NOT NULL,
	"bank_account_name" varchar(100) NOT NULL,
	"bank_no" varchar(40) NOT NULL,
	"pay_amount" numeric(12, 2) NOT NULL,
	"pay_time" varchar(10) NOT NULL,
	"pay_picture" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price_id" integer,
	"app_id" varchar(64),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefix_applications" ADD CONSTRAINT "prefix_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifier_scenes" ADD CONSTRAINT "identifier_scenes_identifier_identifiers_identifier_fk" FOREIGN KEY ("identifier") REFERENCES "public"."identifiers"("identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifiers" ADD CONSTRAINT "identifiers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_classify_id_classifications_id_fk" FOREIGN KEY ("classify_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_infos" ADD CONSTRAINT "pay_infos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_access_uq" ON "auth_sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_refresh_uq" ON "auth_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_window_uq" ON "rate_limits" USING btree ("key","window_start");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "companies_prefix_idx" ON "companies" USING btree ("indentifier_prefix");--> statement-breakpoint
CREATE INDEX "prefix_applications_user_idx" ON "prefix_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dict_entries_lookup_idx" ON "dict_entries" USING btree ("kind","level","parent_code");--> statement-breakpoint
CREATE INDEX "identifier_scenes_identifier_idx" ON "identifier_scenes" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "identifiers_company_idx" ON "identifiers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "classifications_parent_idx" ON "classifications" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "package_prices_package_idx" ON "package_prices" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_product_idx" ON "packages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_level1_idx" ON "products" USING btree ("classify_level1","sell_status");--> statement-breakpoint
CREATE INDEX "products_level2_idx" ON "products" USING btree ("classify_level2","sell_status");--> statement-breakpoint
CREATE INDEX "products_classify_idx" ON "products" USING btree ("classify_id","sell_status");--> statement-breakpoint
CREATE INDEX "products_sell_time_idx" ON "products" USING btree ("sell_time");--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_transaction_uq" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("buyer_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_infos_order_uq" ON "pay_infos" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trials_company_package_idx" ON "trials" USING btree ("company_id","package_id");