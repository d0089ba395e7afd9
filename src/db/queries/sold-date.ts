import { sql, type SQL } from 'drizzle-orm';

/**
 * The sold-date rule, for every writer of a car's status: a car turning sold is sold as of now, a
 * car already sold keeps the date it was first sold, and a car that is not sold has no sold date.
 * `status` is the status being written, `previous` the car's sold date before the write (null
 * for a new car).
 */
export function soldDate(status: SQL, previous: SQL = sql`null`): SQL {
  return sql`case when ${status} = 'sold' then coalesce(${previous}, now()) end`;
}
