import { describe, expect, it } from 'vitest';
import { listingTitle } from './listing-title';

describe('listingTitle', () => {
  it.each([
    ['year, make, model and badge', { year: 2022, make: 'Hyundai', model: 'Tucson', badge: 'Elite' }, '2022 Hyundai Tucson Elite'],
    ['a base grade named after the model is said once', { year: 2022, make: 'Hyundai', model: 'Tucson', badge: 'Tucson' }, '2022 Hyundai Tucson'],
    ["in any case, in the model's own spelling", { year: 2024, make: 'Porsche', model: 'Macan', badge: 'macan' }, '2024 Porsche Macan'],
    ['a badge that starts with the model says it', { year: 2024, make: 'Porsche', model: 'Macan', badge: 'Macan 4' }, '2024 Porsche Macan 4'],
    ['as Mercedes-Benz names its grades', { year: 2023, make: 'Mercedes-Benz', model: 'GLC', badge: 'GLC 300' }, '2023 Mercedes-Benz GLC 300'],
    ['a model inside a longer word is not a repeat', { year: 2023, make: 'Toyota', model: 'Yaris', badge: 'YarisCross GX' }, '2023 Toyota Yaris YarisCross GX'],
    ['a model named later in the badge stays', { year: 2023, make: 'Mercedes-Benz', model: 'GLC', badge: 'AMG GLC 43' }, '2023 Mercedes-Benz GLC AMG GLC 43'],
    ['no badge', { year: 2020, make: 'Kia', model: 'Rio', badge: null }, '2020 Kia Rio'],
    ['an empty badge', { year: 2020, make: 'Kia', model: 'Rio', badge: ' ' }, '2020 Kia Rio'],
  ])('%s', (_name, car, title) => {
    expect(listingTitle(car)).toBe(title);
  });
});
