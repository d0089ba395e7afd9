import type { FieldDefinition, FormDefinition } from '../types';
import { locationFields, optIn, options, personFields, type DefinitionContext } from './context';

/** Service intervals as logbooks print them, in the site's distance unit. */
export function serviceIntervals(unit: string): string[] {
  return [10000, 15000, 20000, 30000, 40000, 45000, 60000, 75000, 90000, 100000, 120000].map(
    (distance) => `${distance.toLocaleString('en-AU')} ${unit} service`,
  );
}

export function serviceForm(context: DefinitionContext): FormDefinition {
  const slot: FieldDefinition[] =
    context.serviceDealershipId === null
      ? [{ kind: 'date-time', name: 'booking_time', label: 'Preferred date and time', required: true }]
      : [{ kind: 'service-slot', name: 'booking_time', label: 'Booking time', required: true, href: `/api/v1/dealerships/${context.serviceDealershipId}/available_service_bookings.json` }];
  return {
    id: 'service',
    title: 'Book a service',
    category: 'service-booking',
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
          ...locationFields(context, 'Service centre'),
          ...slot,
          { kind: 'star-rating', name: 'last_service_rating', label: 'How was your last service with us? (optional)' },
          { kind: 'textarea', name: 'message', label: 'Notes for the technician', wide: true },
          optIn,
        ],
      },
    ],
  };
}
