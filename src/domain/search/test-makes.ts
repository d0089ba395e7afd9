import type { KnownMake } from './paths';

/** A small make list for the search tests, with the awkward cases a real catalogue has. */
export const TEST_MAKES: readonly KnownMake[] = [
  {
    name: 'Toyota',
    slug: 'toyota',
    models: [
      { name: 'HiLux', slug: 'hilux' },
      { name: 'Corolla', slug: 'corolla' },
      { name: 'LandCruiser 300', slug: 'landcruiser-300' },
    ],
  },
  { name: 'Mazda', slug: 'mazda', models: [{ name: 'CX-5', slug: 'cx-5' }, { name: 'BT-50', slug: 'bt-50' }] },
  { name: 'Land Rover', slug: 'land-rover', models: [{ name: 'Defender', slug: 'defender' }] },
  { name: 'Mercedes-Benz', slug: 'mercedes-benz', models: [{ name: 'C-Class', slug: 'c-class' }] },
  { name: 'Hyundai', slug: 'hyundai', models: [{ name: 'IONIQ 5', slug: 'ioniq-5' }, { name: 'i30', slug: 'i30' }] },
  // A make whose slug collides with a body route: the body wins, so it has no make page of its own.
  { name: 'Ute Co', slug: 'ute', models: [] },
];
