import { describe, expect, it } from 'vitest';
import { rankCars, type CarSum } from './car-rankings';

const sums = (entries: [string, number][]): CarSum[] => entries.map(([dimension, count]) => ({ dimension, count }));

describe('rankCars', () => {
  it.each([
    {
      name: 'the most viewed and the most led, each to the limit',
      views: sums([['7', 40], ['3', 90], ['12', 55], ['5', 10]]),
      leads: sums([['3', 2], ['7', 6]]),
      limit: 2,
      top: [['car_views', '3', 90], ['car_views', '12', 55], ['leads_by_car', '7', 6], ['leads_by_car', '3', 2]],
      without: [['12', 55], ['5', 10]],
    },
    {
      name: 'ties by the id as text, as the statements ordered them',
      views: sums([['9', 5], ['10', 5], ['2', 5]]),
      leads: [],
      limit: 3,
      top: [['car_views', '10', 5], ['car_views', '2', 5], ['car_views', '9', 5]],
      without: [['10', 5], ['2', 5], ['9', 5]],
    },
    {
      name: "a view or lead without a car ('') is ranked, but is no car viewed without leads",
      views: sums([['', 30], ['4', 8]]),
      leads: sums([['', 1]]),
      limit: 10,
      top: [['car_views', '', 30], ['car_views', '4', 8], ['leads_by_car', '', 1]],
      without: [['4', 8]],
    },
    {
      name: 'every viewed car had a lead',
      views: sums([['1', 3]]),
      leads: sums([['1', 1]]),
      limit: 10,
      top: [['car_views', '1', 3], ['leads_by_car', '1', 1]],
      without: [],
    },
    { name: 'nothing recorded', views: [], leads: [], limit: 10, top: [], without: [] },
  ])('$name', ({ views, leads, limit, top, without }) => {
    const ranked = rankCars(views, leads, limit);
    expect(ranked.top.map((row) => [row.metric, row.dimension, row.count])).toEqual(top);
    expect(ranked.viewedWithoutLeads.map((row) => [row.car, row.views])).toEqual(without);
  });
});
