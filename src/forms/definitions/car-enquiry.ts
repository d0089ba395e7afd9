import { categoryForCarType } from '../../domain/validation/lead-category';
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

type CarModal = Pick<FormDefinition, 'id' | 'title' | 'subcategory' | 'submitLabel'> & { stepTitle: string; message: FieldDefinition };

/** A car-page modal: who is asking, their message, the opt-in, and the car's hidden values. */
function carModalForm({ car, rules }: CarFormContext, modal: CarModal): FormDefinition {
  const { stepTitle, message, ...identity } = modal;
  return {
    ...identity,
    category: categoryForCarType(car.carType),
    steps: [{ title: stepTitle, fields: [...personFields(rules, { mobileOnly: true }), message, optIn, ...CAR_LEAD_FIELDS] }],
  };
}

/** SPEC 2 car actions: the enquiry modal, the SPEC 5 contact form about this car. */
export function emailUsForm(context: CarFormContext): FormDefinition {
  return carModalForm(context, {
    id: 'email-us',
    title: `Email us about the ${context.car.name}`,
    subcategory: 'Email Us',
    submitLabel: 'Send',
    stepTitle: 'Your enquiry',
    message: { kind: 'textarea', name: 'message', label: 'Message', required: context.rules.messageRequired, wide: true },
  });
}

/** SPEC 2 car actions: the Request Photos modal; SPEC 5 "Request Photos: message optional." */
export function requestPhotosForm(context: CarFormContext): FormDefinition {
  return carModalForm(context, {
    id: 'request-photos',
    title: `Request photos of the ${context.car.name}`,
    subcategory: 'Request Photos',
    submitLabel: 'Request Photos',
    stepTitle: 'Your request',
    message: { kind: 'textarea', name: 'message', label: 'Which photos would you like?', wide: true },
  });
}

/** The lead category of a reservation request: a reservation (ADF `reservation` kind) that no payment backs. */
const RESERVATION_REQUEST_CATEGORY = 'vehicle-reservation-request';

/**
 * SPEC 4 reservation for a whitelisted dealer with no payment provider: no deposit can be taken, so
 * the shopper asks to reserve and the dealership confirms (docs/decisions/046-reservation-whitelist.md).
 * The car stays available until the dealership marks it reserved.
 */
export function reservationRequestForm(context: CarFormContext): FormDefinition {
  return {
    id: 'reservation-request',
    title: `Request to reserve the ${context.car.name}`,
    category: RESERVATION_REQUEST_CATEGORY,
    subcategory: 'Reserve Without Deposit',
    submitLabel: 'Request Reservation',
    steps: [
      {
        title: 'Your details',
        fields: [
          ...personFields(context.rules, { mobileOnly: true }),
          { kind: 'textarea', name: 'message', label: 'Anything the dealership should know?', wide: true },
          optIn,
          ...CAR_LEAD_FIELDS,
        ],
      },
    ],
  };
}
