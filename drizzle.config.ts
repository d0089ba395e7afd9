import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema here; migrations are applied at start-up
// by src/db/migrate.ts on whichever engine the app runs against.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
  casing: 'snake_case',
});
