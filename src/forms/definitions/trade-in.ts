import type { FieldDefinition, FormDefinition, VehicleLookupDefinition } from '../types';
import { carFields, locationFields, optIn, options, personFields, type DefinitionContext } from './context';

/** The shopper's own vehicle: used by trade-in, sell-my-car and valuations. */
function ownVehicleFields(context: DefinitionContext): FieldDefinition[] {
  return [
    { kind: 'rego', name: 'rego', label: 'Rego', required: true },
    context.regoStates
      ? { kind: 'select', name: 'rego_state', label: 'Registration state', required: true, options: context.regoStates }
      : { kind: 'string', name: 'rego_state', label: 'Registration state or region', required: true },
    { kind: 'make', name: 'vehicle_make', label: 'Make', required: true },
    { kind: 'model', name: 'vehicle_model', label: 'Model', required: true },
    { kind: 'year', name: 'vehicle_year', label: 'Year', required: true },
    { kind: 'kilometre', name: 'odometer', label: `Odometer (${context.distanceUnit})`, required: true },
  ];
}

function ownVehicleLookup(context: DefinitionContext): VehicleLookupDefinition {
  return { fills: { rego: 'rego', regoState: 'rego_state', make: 'vehicle_make', model: 'vehicle_model', year: 'vehicle_year' }, regoStates: context.regoStates };
}

const conditionField: FieldDefinition = {
  kind: 'radio-group',
  name: 'condition',
  label: 'Condition',
  required: true,
  options: options('Excellent', 'Good', 'Fair', 'Poor'),
  wide: true,
};

const payoutFields: FieldDefinition[] = [
  { kind: 'radio', name: 'finance_owing', label: 'Is there finance owing?', required: true, options: options('Yes', 'No') },
  { kind: 'currency', name: 'payout_amount', label: 'Payout amount', showWhen: { field: 'finance_owing', equals: 'Yes' } },
];

export function tradeInForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'trade-in',
    title: context.car ? `Trade in towards ${context.car.name}` : 'Value your trade-in',
    category: 'trade-in',
    vehicleLookup: ownVehicleLookup(context),
    submitLabel: 'Get My Trade-in Offer',
    steps: [
      {
        title: 'Your trade-in',
        fields: [
          ...personFields(context.rules),
          ...ownVehicleFields(context),
          conditionField,
          ...payoutFields,
          { kind: 'file', name: 'photos', label: 'Photos (optional)', hint: 'Up to 10 photos or PDFs, 10 MB each.', wide: true },
          ...locationFields(context),
          { kind: 'textarea', name: 'message', label: 'Anything else about the vehicle?', wide: true },
          ...carFields(context),
          optIn,
        ],
      },
    ],
  };
}

export function sellMyCarForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'sell-my-car',
    title: 'Sell your car to us',
    category: 'sell-my-car',
    vehicleLookup: ownVehicleLookup(context),
    submitLabel: 'Get My Offer',
    steps: [
      {
        title: 'Your car',
        fields: [
          ...personFields(context.rules),
          ...ownVehicleFields(context),
          conditionField,
          ...payoutFields,
          { kind: 'radio', name: 'licensed_dealer', label: 'Are you a licensed motor dealer?', options: options('Yes', 'No') },
          { kind: 'licence-number', name: 'dealer_licence', label: `${context.licenceLabel} number`, required: true, showWhen: { field: 'licensed_dealer', equals: 'Yes' } },
          { kind: 'currency', name: 'asking_price', label: 'Price you have in mind', quickPicks: context.quickPicks, wide: true },
          { kind: 'file', name: 'photos', label: 'Photos (optional)', wide: true },
          ...locationFields(context),
          optIn,
        ],
      },
    ],
  };
}

export function valuationForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'valuation',
    title: 'Request a valuation',
    category: 'valuation',
    vehicleLookup: ownVehicleLookup(context),
    submitLabel: 'Request Valuation',
    steps: [{ title: 'Your car', fields: [...personFields(context.rules), ...ownVehicleFields(context), conditionField, ...locationFields(context), optIn] }],
  };
}
