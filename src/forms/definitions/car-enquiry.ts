import { categoryForCarType } from '../../domain/validation/lead';
import type { FieldDefinition, FormCar, FormDefinition } from '../types';
import { optIn, personFields, type DefinitionContext } from './context';

/** The car page's forms exist only with a car: the page they open on is that car's. */
export type CarFormContext = DefinitionContext & { car: FormCar };

/**
 * Hidden values that tie the lead to the car, its dealership and its location. The car fixes
 * where the lead goes, so these forms never ask for a location or dealership.
 */
const CAR_LEAD_FIELDS: readonly FieldDefinition[] = [
  { kind: 'hidden', name: 'car_id', label: 'Car' },
  { kind: 'hidden', name: 'car_type', label: 'Car type' },
  { kind: 'hidden', name: 'stock_number', label: 'Stock number' },
  { kind: 'hidden', name: 'make', label: 'Make' },
  { kind: 'hidden', name: 'model', label: 'Model' },
  { kind: 'hidden', name: 'dealership_slug', label: 'Dealership' },
  { kind: 'hidden', name: 'location_id', label: 'Location' },
];

/** SPEC 2 car actions: the enquiry modal, the SPEC 5 contact form about this car. */
export function emailUsForm(context: CarFormContext): FormDefinition {
  const { car, rules } = context;
  return {
    id: 'email-us',
    title: `Email us about the ${car.name}`,
    category: categoryForCarType(car.carType),
    subcategory: 'Email Us',
    submitLabel: 'Send',
    steps: [
      {
        title: 'Your enquiry',
        fields: [
          ...personFields(rules, { mobileOnly: true }),
          { kind: 'textarea', name: 'message', label: 'Message', required: rules.messageRequired, wide: true },
          optIn,
          ...CAR_LEAD_FIELDS,
        ],
      },
    ],
  };
}

/** SPEC 2 car actions: the Request Photos modal; SPEC 5 "Request Photos: message optional." */
export function requestPhotosForm(context: CarFormContext): FormDefinition {
  const { car, rules } = context;
  return {
    id: 'request-photos',
    title: `Request photos of the ${car.name}`,
    category: categoryForCarType(car.carType),
    subcategory: 'Request Photos',
    submitLabel: 'Request Photos',
    steps: [
      {
        title: 'Your request',
        fields: [
          ...personFields(rules, { mobileOnly: true }),
          { kind: 'textarea', name: 'message', label: 'Which photos would you like?', wide: true },
          optIn,
          ...CAR_LEAD_FIELDS,
        ],
      },
    ],
  };
}
