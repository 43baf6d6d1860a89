ALTER TABLE "captcha_challenges" ADD COLUMN "scene" varchar(20) DEFAULT 'nc_login' NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "token_hash" varchar(64);