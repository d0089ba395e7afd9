import { describe, expect, it } from 'vitest';
import { CATALOGUE, modelDef, modelEntrySchema } from './catalogue';

const entry = (raw: object) => modelEntrySchema.parse({ name: 'X', body: 'suv', price: [1, 2], badges: ['B'], ...raw });

describe('the demo catalogue data files', () => {
  it('are read in their order, every make with models', () => {
    expect(CATALOGUE[0]?.name).toBe('Toyota');
    expect(CATALOGUE.at(-1)?.name).toBe('Kenworth');
    for (const make of CATALOGUE) expect(make.models.length).toBeGreaterThan(0);
  });

  it.each([
    ['a car as written', { kind: 'cars', fuels: ['Petrol'], drives: ['FWD'], seats: 5 }, { fuels: ['Petrol'], drives: ['FWD'], seats: 5 }],
    ['a sports bike', { kind: 'motorcycles', body: 'sports' }, { fuels: ['Petrol'], drives: ['RWD'], seats: 1, manualRate: 1 }],
    ['an electric scooter', { kind: 'motorcycles', name: 'CE 04', body: 'scooter' }, { fuels: ['Electric'], seats: 2, manualRate: 0 }],
    ['a towed caravan', { kind: 'rvs', body: 'caravan', berths: 4 }, { fuels: [], drives: [], seats: 4 }],
    ['a campervan', { kind: 'rvs', body: 'campervan', berths: 2 }, { fuels: ['Diesel'], drives: ['FWD'] }],
    ['a tipper', { kind: 'trucks', body: 'tipper' }, { fuels: ['Diesel'], drives: ['4WD', 'RWD'], seats: 2, manualRate: 0.2 }],
    ['a cab chassis, electric', { kind: 'trucks', body: 'cab-chassis', fuels: ['Electric'] }, { fuels: ['Electric'], seats: 3 }],
  ])('%s: its kind fills what the file leaves out', (_, raw, expected) => {
    expect(modelDef({}, entry(raw))).toMatchObject(expected);
  });

  it('describes a model by its body unless the file says otherwise', () => {
    expect(modelDef({ suv: 'Roomy.' }, entry({ kind: 'motorcycles' })).shortDescription).toBe('The X. Roomy.');
    expect(modelDef({ suv: 'Roomy.' }, entry({ kind: 'motorcycles', shortDescription: 'Own.' })).shortDescription).toBe('Own.');
  });

  it.each([
    ['an unknown kind', { kind: 'boats' }],
    ['a car without seats', { kind: 'cars', fuels: ['Petrol'], drives: ['FWD'] }],
    ['an unknown field', { kind: 'motorcycles', colour: 'red' }],
    ['an unknown fuel', { kind: 'trucks', fuels: ['Steam'] }],
  ])('refuses %s', (_, raw) => {
    expect(modelEntrySchema.safeParse({ name: 'X', body: 'suv', price: [1, 2], badges: ['B'], ...raw }).success).toBe(false);
  });
});
