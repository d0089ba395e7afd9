import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import { carPatchSchema, dealerCarSchema, stockNumberSchema } from '../domain/validation/car-input';
import { carReservedSchema, carStateSchema, dealerCarAnswerSchema } from '../domain/validation/dealer-car';
import { bookingIdSchema, bookingListSchema, bookingMoveSchema, dealerBookingSchema } from '../domain/validation/dealer-bookings';
import { dealerLeadSchema, leadIdSchema, leadListQuerySchema, leadPageSchema } from '../domain/validation/dealer-leads';

/**
 * The dealer API's OpenAPI 3.1 document, generated from the zod schemas the handlers validate
 * with, so what the document promises is what the API checks. Served at
 * /api/v1/dealer/openapi.json (docs/dealer-api.md).
 */

const errorSchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, written for the caller.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "422 only: messages per field, keyed by the field's name (dotted for nested fields; _form for the whole body)." }),
  })
  .meta({ id: 'Error' });

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const failure = (description: string) => ({ description, ...json(errorSchema) });

const dealershipHeader = z.object({
  'x-dealership': z
    .string()
    .optional()
    .meta({ description: 'Only with the operator token (OPERATOR_TOKEN): the slug of the dealership the call acts for. Ignored with a dealer key.' }),
});

const unauthorised = failure('No key, or a key that is not valid or has been revoked.');
const notFound = failure("No such car or lead in the key's dealership (another dealership's is not found either).");
const invalid = failure('The request is not valid: messages per field in `errors`.');
const stockPath = { path: z.object({ stock_number: stockNumberSchema }), header: dealershipHeader };
const leadPath = { path: z.object({ lead_id: leadIdSchema }), header: dealershipHeader };
// The path carries the id as text; the handler reads it with bookingIdSchema.
const bookingPath = { path: z.object({ booking_id: z.string().regex(/^[1-9]\d{0,9}$/).meta({ description: bookingIdSchema.description ?? 'The booking id.', example: '41' }) }), header: dealershipHeader };
const bookingNotFound = failure("No such booking in the key's dealership (another dealership's is not found either).");

export function dealerApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Forecourt dealer API',
      version: '1.0.0',
      description:
        "A dealership's own stock, leads and bookings. Every call is scoped to the dealership of the API key it carries " +
        '(`npm run key:create -- --dealership {slug}`); another dealership’s car or lead answers 404.',
    },
    servers: [{ url: '/api/v1/dealer', description: 'On the platform host (for example http://localhost:3000).' }],
    security: [{ dealerKey: [] }],
    components: {
      securitySchemes: {
        dealerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A dealership API key (fcd_...), or the installation operator token with an X-Dealership header.',
        },
      },
    },
    paths: {
      '/cars/{stock_number}': {
        get: {
          operationId: 'getCar',
          summary: "One of the dealership's cars",
          requestParams: stockPath,
          responses: { '200': { description: 'The car: its state and every field.', ...json(dealerCarAnswerSchema) }, '401': unauthorised, '404': notFound, '422': invalid },
        },
        put: {
          operationId: 'upsertCar',
          summary: 'Create the car with this stock number, or update it',
          description:
            'A new car needs make, model, year, car_type and price; every field left out gets its default. On an existing car a field left out ' +
            'keeps what the car has and a field sent as null is cleared (to its default: no photos, no VIN, odometer 0, price on application). ' +
            'The car keeps its slug (URL) once made. Every page and search that could show the car shows the change at once.',
          requestParams: stockPath,
          requestBody: { required: true, ...json(dealerCarSchema) },
          responses: {
            '200': { description: 'The car was updated (or was already so).', ...json(dealerCarAnswerSchema) },
            '201': { description: 'The car was created.', ...json(dealerCarAnswerSchema) },
            '400': failure('The body is not JSON.'),
            '401': unauthorised,
            '413': failure('The body is over 64 KB.'),
            '415': failure('The body is not application/json.'),
            '422': invalid,
          },
        },
        patch: {
          operationId: 'patchCar',
          summary: 'Change some fields of an existing car',
          description:
            'A JSON merge patch (RFC 7396): a field left out is unchanged, a field sent as null is cleared, any other value is set. ' +
            'make, model, year and car_type cannot be cleared. The same rule as PUT and the stock feeds.',
          requestParams: stockPath,
          requestBody: { required: true, content: { 'application/merge-patch+json': { schema: carPatchSchema } } },
          responses: {
            '200': { description: 'The car after the change.', ...json(dealerCarAnswerSchema) },
            '400': failure('The body is not JSON.'),
            '401': unauthorised,
            '404': notFound,
            '413': failure('The body is over 64 KB.'),
            '415': failure('The body is not JSON (application/merge-patch+json).'),
            '422': invalid,
          },
        },
        delete: {
          operationId: 'removeCar',
          summary: 'Remove the car from stock',
          description: 'Leads that named the car keep its stock number, make and model. A car with a reservation cannot be removed (409): mark it sold.',
          requestParams: stockPath,
          responses: { '204': { description: 'Removed.' }, '401': unauthorised, '404': notFound, '409': failure('The car has a reservation.'), '422': invalid },
        },
      },
      '/cars/{stock_number}/sold': {
        post: {
          operationId: 'markCarSold',
          summary: 'Mark the car sold',
          description: "Records the sold date (once); the car leaves search after the site's sold window.",
          requestParams: stockPath,
          responses: { '200': { description: 'The car, sold.', ...json(carStateSchema) }, '401': unauthorised, '404': notFound, '422': invalid },
        },
      },
      '/cars/{stock_number}/reserved': {
        put: {
          operationId: 'setCarReserved',
          summary: "Set or clear the car's reserved flag",
          requestParams: stockPath,
          requestBody: { required: true, ...json(carReservedSchema) },
          responses: { '200': { description: 'The car.', ...json(carStateSchema) }, '401': unauthorised, '404': notFound, '422': invalid },
        },
      },
      '/leads': {
        get: {
          operationId: 'listLeads',
          summary: "The dealership's completed leads, oldest first",
          description:
            'Pages in the order leads were completed. Pass `next_cursor` as `since` to continue; an empty page means nothing newer yet. ' +
            'To be sure of every lead, list with `acknowledged=false` and acknowledge each lead once it is stored.',
          requestParams: { query: leadListQuerySchema, header: dealershipHeader },
          responses: { '200': { description: 'A page of leads.', ...json(leadPageSchema) }, '401': unauthorised, '422': invalid },
        },
      },
      '/leads/{lead_id}': {
        get: {
          operationId: 'getLead',
          summary: 'One lead',
          requestParams: leadPath,
          responses: { '200': { description: 'The lead.', ...json(dealerLeadSchema) }, '401': unauthorised, '404': notFound },
        },
      },
      '/bookings': {
        get: {
          operationId: 'listBookings',
          summary: "The dealership's bookings from now on, soonest first",
          description: 'Test drives and services booked into slots, cancelled ones too. Each booked lead names its booking in `booking.id`.',
          requestParams: { header: dealershipHeader },
          responses: { '200': { description: 'The bookings.', ...json(bookingListSchema) }, '401': unauthorised },
        },
      },
      '/bookings/{booking_id}/cancel': {
        post: {
          operationId: 'cancelBooking',
          summary: 'Cancel a booking',
          description: 'Its place in the slot is free again for shoppers at once. Repeating it changes nothing.',
          requestParams: bookingPath,
          responses: { '200': { description: 'The booking, cancelled.', ...json(dealerBookingSchema) }, '401': unauthorised, '404': bookingNotFound },
        },
      },
      '/bookings/{booking_id}/move': {
        post: {
          operationId: 'moveBooking',
          summary: 'Move a booking to another free slot of its location',
          description: "Takes a place in the new slot first, then frees the old one. The time is the location's wall-clock time.",
          requestParams: bookingPath,
          requestBody: { required: true, ...json(bookingMoveSchema) },
          responses: {
            '200': { description: 'The booking, moved.', ...json(dealerBookingSchema) },
            '400': failure('The body is not JSON.'),
            '401': unauthorised,
            '404': bookingNotFound,
            '409': failure('The booking is cancelled.'),
            '413': failure('The body is over 1 KB.'),
            '415': failure('The body is not application/json.'),
            '422': failure('The time is not given as YYYY-MM-DDTHH:MM, or is not a free slot of the location: messages per field in `errors`.'),
          },
        },
      },
      '/leads/{lead_id}/acknowledge': {
        post: {
          operationId: 'acknowledgeLead',
          summary: "Confirm the dealer's system has the lead",
          description: 'Repeating it keeps the first acknowledgement time.',
          requestParams: leadPath,
          responses: { '200': { description: 'The lead, acknowledged.', ...json(dealerLeadSchema) }, '401': unauthorised, '404': notFound },
        },
      },
    },
  });
}
