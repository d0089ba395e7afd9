import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    logoUrl: text(),
  },
  (t) => [uniqueIndex('manufacturers_slug_key').on(t.slug)],
);

export const models = pgTable(
  'models',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    /** new, all_new or coming_soon; null for an ordinary model. */
    status: text(),
    imageUrl: text(),
    shortDescription: text(),
    overrideUrl: text(),
  },
  (t) => [
    uniqueIndex('models_manufacturer_slug_key').on(t.manufacturerId, t.slug),
    index('models_manufacturer_idx').on(t.manufacturerId),
  ],
);
