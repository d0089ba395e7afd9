import { describe, expect, it } from 'vitest';
import { bannerLocations, departmentPhones, locationKind, uniqueLocations } from './locations';
import type { Location } from './types';

let nextId = 1;
function location(over: Partial<Location> & { street?: string; placeId?: string | null } = {}): Location {
  const id = nextId++;
  return {
    id,
    dealershipId: 1,
    name: `Location ${id}`,
    slug: `location-${id}`,
    primary: false,
    position: id,
    type: 'sales',
    subtypes: [],
    manufacturers: [],
    dealerLicenseNumber: null,
    motorVehicleRepairer: null,
    averageRating: null,
    reviewCount: null,
    imageUrl: null,
    phone: `(02) 9000 00${String(id).padStart(2, '0')}`,
    landlinePhone: null,
    email: null,
    visitNote: null,
    badge: null,
    openingHours: [],
    specialHours: [],
    ...over,
    address: {
      street: over.street ?? `${id} Main St`,
      city: `City ${id}`,
      state: 'NSW',
      postcode: '2000',
      lat: null,
      long: null,
      placeId: over.placeId ?? null,
      placeUrl: null,
    },
  };
}

describe('SPEC 2 top banner address rule', () => {
  it.each([
    [0, false, 'none'],
    [1, false, 'single'],
    [2, false, 'list'],
    [3, false, 'list'],
    [4, false, 'link'],
    [9, false, 'link'],
    [1, true, 'link'],
    [2, true, 'link'],
  ])('%i locations, forced %s -> %s', (count, forced, kind) => {
    const list = Array.from({ length: count }, () => location());
    expect(bannerLocations(list, forced).kind).toBe(kind);
  });

  it('labels each of two or three locations Dealership or Service Centre with city and phone', () => {
    const sales = location();
    const service = location({ type: 'service' });
    const result = bannerLocations([sales, service], false);
    expect(result).toEqual({
      kind: 'list',
      items: [
        { kind: 'sales', name: sales.address.city, phone: sales.phone, slug: sales.slug },
        { kind: 'service', name: service.address.city, phone: service.phone, slug: service.slug },
      ],
    });
  });

  it.each([
    ['sales', [], 'sales'],
    ['sales', ['buying'], 'buying'],
    ['service', [], 'service'],
    ['parts', [], 'parts'],
    ['service', ['buying'], 'service'],
  ] as const)('a %s location with subtypes %j is labelled as %s', (type, subtypes, kind) => {
    expect(locationKind({ type, subtypes: [...subtypes] })).toBe(kind);
  });

  it('labels a parts site and a buying centre by their kind, not Dealership', () => {
    const parts = location({ type: 'parts' });
    const buying = location({ subtypes: ['buying'] });
    const result = bannerLocations([parts, buying], false);
    expect(result.kind === 'list' && result.items.map((i) => i.kind)).toEqual(['parts', 'buying']);
  });

  it('names locations that share a city by their own names', () => {
    const yard = location({ name: 'Osborne Park Yard' });
    const buying = location({ name: 'Buying Centre' });
    yard.address.city = 'Osborne Park';
    buying.address.city = 'Osborne Park';
    const result = bannerLocations([yard, buying], false);
    expect(result.kind === 'list' && result.items.map((i) => i.name)).toEqual(['Osborne Park Yard', 'Buying Centre']);
  });

  it('counts unique locations only (same place_id, or same phone digits and street)', () => {
    const a = location({ placeId: 'P1' });
    const samePlace = location({ placeId: 'P1' });
    const b = location({ street: '5 High St', phone: '(02) 9999 1111' });
    const samePhoneStreet = location({ street: '5 High St ', phone: '02 9999 1111' });
    const c = location();
    expect(uniqueLocations([a, samePlace, b, samePhoneStreet, c])).toEqual([a, b, c]);
    expect(bannerLocations([a, samePlace, b, samePhoneStreet, c], false).kind).toBe('list');
  });
});

describe('multi-brand group phones', () => {
  it('takes the first phone of each department of one dealership', () => {
    const list = [
      location({ dealershipId: 7, type: 'sales', phone: '1' }),
      location({ dealershipId: 7, type: 'service', phone: '2' }),
      location({ dealershipId: 8, type: 'parts', phone: '9' }),
    ];
    expect(departmentPhones(list, 7)).toEqual({ sales: '1', service: '2', parts: null });
  });
});
