import 'server-only';
import { getDb } from '../db';
import { carForForm } from '../db/queries/form-cars';
import type { Site } from '../domain/types';
import type { DefinitionContext } from '../forms/definitions/context';
import { definitionContext, formCarOf, formSite, type FormPageData } from '../forms/page-data';
import { prefillFromQuery, queryId, type Query } from '../forms/prefill';
import { spellDefinition } from '../forms/spelling';
import type { FormCar, FormDefinition, FormValues } from '../forms/types';

async function carFromQuery(site: Site, query: Query): Promise<FormCar | null> {
  const id = queryId(query, 'car_id');
  if (id === null) return null;
  const row = await carForForm(await getDb(), id, site.dealerships.map((dealership) => dealership.id));
  return row ? formCarOf(row) : null;
}

/**
 * Builds a form page's data: the site's rules, the car from car_id (only one of this site's), the
 * query prefill, and the definition in the site's spelling.
 */
export async function formPageData(
  site: Site,
  query: Query,
  build: (context: DefinitionContext) => FormDefinition,
  start: FormValues = {},
): Promise<FormPageData> {
  const car = await carFromQuery(site, query);
  const context = definitionContext(site, car);
  // The car comes from our own stock, never from the query's word for it.
  const { car_type: queryCarType, ...prefill } = prefillFromQuery(query);
  delete prefill.car_id;
  const initialValues: FormValues = {
    ...prefill,
    ...(car ? { car_id: car.id, car_type: car.carType } : queryCarType ? { car_type: queryCarType } : {}),
    ...start,
  };
  return {
    definition: spellDefinition(build(context), site.locale),
    site: formSite(site, context.rules),
    initialValues,
    car,
  };
}
