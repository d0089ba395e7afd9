import { sql, type SQL } from 'drizzle-orm';
import type { CarImage } from '../../domain/car-records';
import { CAR_VIEW_EVENT } from '../../domain/console/stock-views';
import { STOCK_PAGE_SIZE, type StockListQuery, type StockSort } from '../../domain/console/stock-list';
import type { StockState } from '../../domain/console/stock-status';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * The console's stock table (issue 28): one dealership's cars, filtered, sorted and paged in the
 * database, with each listed car's page views and leads counted for that page's cars only.
 */

export type StockTableRow = {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  price: number;
  status: string;
  reserved: boolean;
  showOnDealerWebsite: boolean;
  carType: string;
  image: string | null;
  createdAt: Date;
  soldAt: Date | null;
  views: number;
  leads: number;
};

const STATE_WHERE: Record<StockState, SQL> = {
  hidden: sql`c.show_on_dealer_website = false`,
  sold: sql`c.show_on_dealer_website and c.status = 'sold'`,
  reserved: sql`c.show_on_dealer_website and c.status <> 'sold' and c.reserved`,
  in_stock: sql`c.show_on_dealer_website and c.status = 'in_stock' and not c.reserved`,
  coming_soon: sql`c.show_on_dealer_website and c.status = 'coming_soon' and not c.reserved`,
};

/** Days in stock ascending is newest arrivals first. The id settles ties, so pages never overlap. */
const ORDER: Record<StockSort, (dir: 'asc' | 'desc') => SQL> = {
  stocknum: (dir) => sql.raw(`c.stocknum ${dir}, c.id ${dir}`),
  year: (dir) => sql.raw(`c.year ${dir}, c.id ${dir}`),
  price: (dir) => sql.raw(`c.price ${dir}, c.id ${dir}`),
  days: (dir) => sql.raw(dir === 'asc' ? 'c.created_at desc, c.id desc' : 'c.created_at asc, c.id asc'),
};

/** LIKE's own characters in a search word are matched as themselves. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(dealershipId: number, query: Pick<StockListQuery, 'q' | 'state' | 'carType'>): SQL {
  const conditions: SQL[] = [sql`c.dealership_id = ${dealershipId}`];
  if (query.state) conditions.push(STATE_WHERE[query.state]);
  if (query.carType) conditions.push(sql`c.car_type = ${query.carType}`);
  // Every word must be found in one of the fields staff search by.
  for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    conditions.push(sql`(c.stocknum ilike ${pattern} or c.name ilike ${pattern} or c.make ilike ${pattern} or c.model ilike ${pattern} or c.badge ilike ${pattern} or c.vin ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

type Row = Omit<StockTableRow, 'createdAt' | 'soldAt' | 'views' | 'leads' | 'image'> & {
  images: CarImage[] | string;
  createdAt: Date | string;
  soldAt: Date | string | null;
  views: number | string;
  leads: number | string;
};

export async function stockTablePage(db: Db, dealershipId: number, query: StockListQuery): Promise<{ total: number; rows: StockTableRow[] }> {
  const where = whereOf(dealershipId, query);
  const [counted] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from cars c where ${where}`);
  const rows = await queryRows<Row>(
    db,
    sql`with page as (
        select c.id, c.slug, c.stocknum, c.name, c.year, c.make, c.model, c.badge, c.price, c.status, c.reserved,
          c.show_on_dealer_website, c.car_type, c.images -> 0 as first_image, c.created_at, c.sold_at
        from cars c where ${where}
        order by ${ORDER[query.sort](query.dir)}
        limit ${STOCK_PAGE_SIZE} offset ${(query.page - 1) * STOCK_PAGE_SIZE}
      )
      select c.id, c.slug, c.stocknum, c.name, c.year, c.make, c.model, c.badge, c.price, c.status, c.reserved,
        c.show_on_dealer_website as "showOnDealerWebsite", c.car_type as "carType", jsonb_build_array(c.first_image) as images,
        c.created_at as "createdAt", c.sold_at as "soldAt",
        (select count(*) from analytics_events e
          where e.payload -> 'event_properties' ->> 'car_slug' = c.slug and e.payload ->> 'event' = ${CAR_VIEW_EVENT}) as views,
        (select count(*) from leads l where l.car_id = c.id and not l.mock) as leads
      from page c
      order by ${ORDER[query.sort](query.dir)}`,
  );
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map(({ images, createdAt, soldAt, views, leads, ...row }) => {
      const list = (typeof images === 'string' ? JSON.parse(images) : images) as (CarImage | null)[];
      const first = list[0] ?? null;
      return {
        ...row,
        image: first ? first.thumbUrl || first.url : null,
        createdAt: new Date(createdAt),
        soldAt: soldAt === null ? null : new Date(soldAt),
        views: Number(views),
        leads: Number(leads),
      };
    }),
  };
}

export type CarSite = { id: number; slug: string; name: string; hostnames: string[] };

/** The sites that show a car: every site listing its dealership's stock, its own first. */
export async function sitesShowingCar(db: Db, carId: number): Promise<CarSite[]> {
  return queryRows<CarSite>(
    db,
    sql`select w.id, w.slug, w.name, w.hostnames from cars c
      join dealership_websites dw on dw.dealership_id = c.dealership_id
      join websites w on w.id = dw.website_id
      where c.id = ${carId}
      order by (w.dealership_id = c.dealership_id) desc nulls last, w.id`,
  );
}

/** The dealership's locations a car can be placed at, by slug as a feed names them. */
export async function locationChoices(db: Db, dealershipId: number): Promise<{ id: number; slug: string; name: string }[]> {
  return queryRows(db, sql`select id, slug, name from locations where dealership_id = ${dealershipId} order by position, id`);
}
