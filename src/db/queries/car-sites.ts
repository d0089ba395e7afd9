import { sql } from 'drizzle-orm';

/**
 * The sites that list a car, as a column of any statement over `cars` (select, update or delete
 * ... returning): every site showing the car's dealership, each once, in id order. The columns
 * are qualified by hand: drizzle writes a returning clause's columns bare, and a bare
 * `dealership_id` inside the subquery is the subquery's own, which matched every site.
 */
export const sitesListingCar = sql<number[]>`array(select distinct dw.website_id from dealership_websites dw where dw.dealership_id = "cars"."dealership_id" order by 1)`;
