import { defineConfig } from 'drizzle-kit';

// Migrations are generated from gateway/db/schema and committed; the gateway applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './gateway/db/schema/index.ts',
  out: './gateway/db/migrations',
});
