import type { FieldDefinition, FormDefinition } from '../types';
import { carFields, locationFields, optIn, personFields, slotFields, type DefinitionContext } from './context';

const slotsUrl = (dealershipId: number) => `/api/v1/dealerships/${dealershipId}/available_appointment_bookings.json`;

/** A free slot at a showroom (SPEC 5: the time is optional, so a drive without one is a request). */
function whenAndWhere(context: DefinitionContext): FieldDefinition[] {
  if (context.showrooms.length === 0) return [{ kind: 'date-time', name: 'preferred_time', label: 'Preferred date and time' }, ...locationFields(context)];
  return slotFields(context.showrooms, { endpoint: slotsUrl, locationLabel: 'Location', slotLabel: 'Date and time', required: false });
}

/** The test-drive booking (SPEC 5: date-time optional); with car_id it is about that car. */
export function testDriveForm(context: DefinitionContext): FormDefinition {
  const { car } = context;
  return {
    id: 'test-drive',
    title: car ? `Book a test drive: ${car.name}` : 'Book a test drive',
    category: 'test-drive',
    submitLabel: 'Book Test Drive',
    steps: [
      {
        title: 'Your test drive',
        fields: [
          ...personFields(context.rules),
          ...(car ? [] : [{ kind: 'make' as const, name: 'make', label: 'Make', required: true }, { kind: 'model' as const, name: 'model', label: 'Model' }]),
          ...whenAndWhere(context),
          { kind: 'licence-number', name: 'licence_number', label: 'Driver licence number', hint: 'We check it before the drive.' },
          { kind: 'textarea', name: 'message', label: 'Anything we should know?', wide: true },
          ...carFields(context),
          optIn,
        ],
      },
    ],
  };
}
