import { describe, expect, it } from 'vitest';
import { listingTitle } from './listing-title';

describe('listingTitle', () => {
  it.each([
    ['year, make, model and badge', { year: 2022, make: 'Hyundai', model: 'Tucson', badge: 'Elite' }, '2022 Hyundai Tucson Elite'],
    ['a base grade named after the model is said once', { year: 2022, make: 'Hyundai', model: 'Tucson', badge: 'Tucson' }, '2022 Hyundai Tucson'],
    ['in any case', { year: 2024, make: 'Porsche', model: 'Macan', badge: 'MACAN' }, '2024 Porsche Macan'],
    ['a badge that only starts with the model stays', { year: 2024, make: 'Porsche', model: 'Macan', badge: 'Macan 4' }, '2024 Porsche Macan Macan 4'],
    ['no badge', { year: 2020, make: 'Kia', model: 'Rio', badge: null }, '2020 Kia Rio'],
    ['an empty badge', { year: 2020, make: 'Kia', model: 'Rio', badge: ' ' }, '2020 Kia Rio'],
  ])('%s', (_name, car, title) => {
    expect(listingTitle(car)).toBe(title);
  });
});
