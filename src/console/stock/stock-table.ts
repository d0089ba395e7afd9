import 'server-only';
import { stockTablePage, type StockTableRow } from '../../db/queries/console-stock';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { roleCan } from '../../domain/console/roles';
import type { StockListQuery } from '../../domain/console/stock-list';
import { resolved, type StockDeps } from './deps';

export type StockTable = {
  /** The dealerships whose stock the actor may read, for the switcher. */
  dealerships: { id: number; name: string }[];
  dealershipId: number;
  canWrite: boolean;
  total: number;
  rows: StockTableRow[];
};

/** One page of a dealership's stock: the one asked for, else the actor's first. */
export async function listStock(actor: StaffActor, query: StockListQuery, deps: StockDeps = {}): Promise<StockTable> {
  const readable = dealershipsAllowing(actor, 'stock.read');
  const dealershipId = query.dealershipId ?? readable[0];
  if (dealershipId === undefined) throw new ConsoleNotFoundError();
  const role = authorize(actor, 'stock.read', dealershipId);
  const { db } = await resolved(deps);
  const page = await stockTablePage(db, dealershipId, query);
  return {
    dealerships: actor.dealerships.filter((d) => readable.includes(d.id)).map((d) => ({ id: d.id, name: d.name })),
    dealershipId,
    canWrite: roleCan(role, 'stock.write'),
    ...page,
  };
}
