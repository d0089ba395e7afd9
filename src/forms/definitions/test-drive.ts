import type { FormDefinition } from '../types';
import { carFields, locationFields, optIn, personFields, type DefinitionContext } from './context';

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
          { kind: 'date-time', name: 'preferred_time', label: 'Preferred date and time' },
          { kind: 'licence-number', name: 'licence_number', label: 'Driver licence number', hint: 'We check it before the drive.' },
          ...locationFields(context),
          { kind: 'textarea', name: 'message', label: 'Anything we should know?', wide: true },
          ...carFields(context),
          optIn,
        ],
      },
    ],
  };
}
