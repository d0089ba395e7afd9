import { MAX_CAR_IDS } from '../../domain/car-ids';
import type { SiteCarsAnswer } from '../../api-json/site-car-json';
import { fetchData } from '../data/fetch-data';

/** Asks the site's GET /api/cars for the current state of saved cars, in batches the API accepts. */
export async function fetchSavedCars(ids: readonly number[], signal: AbortSignal): Promise<SiteCarsAnswer> {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_CAR_IDS) batches.push(ids.slice(i, i + MAX_CAR_IDS));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      const answer = await fetchData(`/api/cars?ids=${batch.join(',')}`, signal);
      if (answer === false) throw new Error('GET /api/cars failed after its retries');
      return answer as SiteCarsAnswer;
    }),
  );
  return { cars: answers.flatMap((a) => a.cars), missing: answers.flatMap((a) => a.missing) };
}
