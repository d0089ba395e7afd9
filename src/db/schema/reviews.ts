import { date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { websites } from './websites';

/** Customer reviews; customer_name, text and reply_text are user content and always escaped on output. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    text: text().notNull(),
    rating: smallint().notNull(),
    reviewDate: date({ mode: 'string' }).notNull(),
    replyText: text(),
    replyDate: date({ mode: 'string' }),
    imageUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_website_date_idx').on(t.websiteId, t.reviewDate)],
);
