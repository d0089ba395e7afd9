import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { dealerApiDocument } from './openapi';

/** The generated document against the official OpenAPI 3.1 schema (the validator ships it). */
describe('dealer API OpenAPI document', () => {
  const document = dealerApiDocument();
  /** The document as the route serves it: JSON text, parsed. */
  const served = () => JSON.parse(JSON.stringify(document)) as Record<string, unknown>;

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(served());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken copy (so the check above can fail)', async () => {
    const broken = { ...served(), info: { title: 'no version' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('resolves every $ref', async () => {
    const validator = new Validator();
    await validator.validate(served());
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes every operation the API answers', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      ['get', 'put', 'post', 'delete', 'patch'].filter((method) => method in (item as object)).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /cars/{stock_number}',
        'PUT /cars/{stock_number}',
        'PATCH /cars/{stock_number}',
        'DELETE /cars/{stock_number}',
        'POST /cars/{stock_number}/sold',
        'PUT /cars/{stock_number}/reserved',
        'GET /leads',
        'GET /leads/{lead_id}',
        'POST /leads/{lead_id}/acknowledge',
        'GET /bookings',
        'POST /bookings/{booking_id}/cancel',
        'POST /bookings/{booking_id}/move',
      ].sort(),
    );
  });

  it('takes the car bodies from the zod schemas: PUT requires what a new car needs, PATCH nothing', () => {
    type Schema = { required?: string[]; description?: string; properties?: Record<string, unknown> };
    const car = document.components?.schemas?.DealerCar as Schema;
    expect(car.required?.sort()).toEqual(['car_type', 'make', 'model', 'price', 'year']);
    expect(car.description).toContain('A field left out keeps what the car has');
    expect(Object.keys(car.properties ?? {})).toEqual(expect.arrayContaining(['images', 'vin', 'colour', 'badge', 'km', 'simple_body']));
    const patch = document.components?.schemas?.DealerCarPatch as Schema;
    expect(patch.required ?? []).toEqual([]);
    expect(Object.keys(patch.properties ?? {}).sort()).toEqual(Object.keys(car.properties ?? {}).sort());
  });
});
