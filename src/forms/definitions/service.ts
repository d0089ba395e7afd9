import type { FieldDefinition, FormDefinition } from '../types';
import { locationFields, optIn, options, personFields, slotFields, type DefinitionContext } from './context';

/** Service intervals as logbooks print them, in the site's distance unit. */
function serviceIntervals(unit: string): string[] {
  return [10000, 15000, 20000, 30000, 40000, 45000, 60000, 75000, 90000, 100000, 120000].map(
    (distance) => `${distance.toLocaleString('en-AU')} ${unit} service`,
  );
}

const slotsUrl = (dealershipId: number) => `/api/v1/dealerships/${dealershipId}/available_service_bookings.json`;

/** The workshop choice and its free booking times; without a workshop the shopper types a time. */
function bookingFields(context: DefinitionContext): FieldDefinition[] {
  if (context.workshops.length === 0) return [...locationFields(context), { kind: 'date-time', name: 'booking_time', label: 'Preferred date and time', required: true }];
  return slotFields(context.workshops, { endpoint: slotsUrl, locationLabel: 'Service centre', slotLabel: 'Booking time', required: true });
}

export function serviceForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'service',
    title: 'Book a service',
    category: 'service-booking',
    vehicleLookup: { fills: { rego: 'rego', make: 'make', model: 'model', year: 'vehicle_year' }, regoStates: context.regoStates },
    submitLabel: 'Book Service',
    steps: [
      {
        title: 'Your booking',
        fields: [
          ...personFields(context.rules),
          { kind: 'rego', name: 'rego', label: 'Rego', required: true },
          { kind: 'make', name: 'make', label: 'Make', required: true },
          { kind: 'model', name: 'model', label: 'Model', required: true },
          { kind: 'year', name: 'vehicle_year', label: 'Year' },
          { kind: 'kilometre', name: 'odometer', label: `Odometer (${context.distanceUnit})` },
          { kind: 'service-interval', name: 'service_interval', label: 'Service due', options: [...options(...serviceIntervals(context.distanceUnit)), { value: 'Not sure', label: 'Not sure' }] },
          { kind: 'tyres', name: 'tyres', label: 'Tyres', options: options('No tyres needed', 'Check my tyres', '2 new tyres', '4 new tyres') },
          {
            kind: 'check-group',
            name: 'additional_services',
            label: 'Anything else?',
            options: options('Wheel alignment', 'Air conditioning check', 'Brake inspection', 'Battery check', 'Courtesy car', 'Wait for my car'),
            wide: true,
          },
          ...bookingFields(context),
          { kind: 'star-rating', name: 'last_service_rating', label: 'How was your last service with us? (optional)' },
          { kind: 'textarea', name: 'message', label: 'Notes for the technician', wide: true },
          optIn,
        ],
      },
    ],
  };
}
