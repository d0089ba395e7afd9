import type { FieldDefinition, FormDefinition } from '../types';
import { carFields, optIn, options, postcodeField, type DefinitionContext } from './context';

export type FinanceVariant = 'enquiry' | 'pre-approval';

const EMPLOYED = ['Full time', 'Part time', 'Casual'];

/** SPEC 2 preferredDealership: the site's locations by name, when there is a choice. */
function dealershipField(context: DefinitionContext): FieldDefinition[] {
  if (context.locations.length < 2) return [];
  const names = context.locations.map((location) => ({ value: location.label, label: location.label }));
  return [{ kind: 'select', name: 'preferred_dealership', label: 'Preferred dealership', required: context.rules.showPreferredDealership, options: names }];
}

/**
 * The multi-step finance enquiry (SPEC 4): details, vehicle, employment (skippable), then
 * residence and consent. The pre-approval variant asks the same with its own category.
 */
export function financeForm(context: DefinitionContext, variant: FinanceVariant): FormDefinition {
  const preApproval = variant === 'pre-approval';
  return {
    id: 'finance',
    anchor: 'finance-form',
    title: preApproval ? 'Finance pre-approval' : 'Finance enquiry',
    category: preApproval ? 'finance-pre-approval' : 'finance-enquiry',
    categoryFromCarType: true,
    submitLabel: preApproval ? 'Apply Now' : 'Submit Enquiry',
    steps: [
      {
        title: 'Your details',
        fields: [
          { kind: 'first-name', name: 'first_name', label: 'First name', required: true },
          { kind: 'last-name', name: 'last_name', label: 'Last name', required: true },
          { kind: 'email', name: 'email', label: 'Email', required: true },
          { kind: 'phone', name: 'phone', label: 'Phone', required: true },
          postcodeField(context.rules),
          { kind: 'date-of-birth', name: 'date_of_birth', label: 'Date of birth', required: preApproval },
          ...dealershipField(context),
        ],
      },
      {
        title: 'The vehicle',
        fields: [
          { kind: 'currency', name: 'vehicle_price_budget', label: 'Vehicle price or budget', required: true, quickPicks: context.quickPicks, wide: true },
          { kind: 'currency', name: 'deposit', label: context.finance.depositOrTradeIn },
          { kind: 'select', name: 'loan_term', label: 'Loan term', options: options('1 year', '2 years', '3 years', '4 years', '5 years', '6 years', '7 years') },
          { kind: 'radio-group', name: 'purchase_timeframe', label: 'When are you looking to buy?', required: true, options: options('As soon as possible', 'Within a month', 'In 1 to 3 months', 'Just researching'), wide: true },
          { kind: 'hidden', name: 'vin', label: 'VIN' },
          ...carFields(context),
        ],
      },
      {
        title: 'Employment and income',
        skippable: !preApproval,
        fields: [
          { kind: 'radio-group', name: 'employment_status', label: 'Employment status', required: true, options: options(...EMPLOYED, 'Self employed', 'Retired', 'Other'), wide: true },
          { kind: 'string', name: 'employer', label: 'Employer', required: true, showWhen: { field: 'employment_status', equals: EMPLOYED } },
          { kind: 'number', name: 'years_employed', label: 'Years with employer', showWhen: { field: 'employment_status', equals: EMPLOYED } },
          { kind: 'currency', name: 'annual_income', label: 'Annual income before tax', required: true },
        ],
      },
      {
        title: 'Residence and licence',
        fields: [
          { kind: 'radio-group', name: 'residential_status', label: 'Residential status', required: true, options: options('Own home', 'Mortgage', 'Renting', 'Living with family', 'Other'), wide: true },
          { kind: 'address', name: 'address', label: 'Residential address', required: preApproval, wide: true },
          { kind: 'licence-number', name: 'licence_number', label: 'Driver licence number', required: preApproval },
          { kind: 'textarea', name: 'message', label: 'Anything else we should know?', wide: true },
          { kind: 'button', name: 'privacy', label: 'Read our privacy policy', href: '/privacy-policy' },
          optIn,
          { kind: 'check', name: 'terms', label: 'I agree to be contacted about finance and to the privacy policy', required: true, wide: true },
        ],
      },
    ],
  };
}

/** SPEC 2 personalised finance: a quote for one car. */
export function personalisedFinanceForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'personalised-finance',
    anchor: 'finance-form',
    title: context.car ? `Personalised finance for ${context.car.name}` : 'Personalised finance',
    category: 'personalised-finance',
    submitLabel: 'Get My Quote',
    steps: [
      {
        title: 'Your quote',
        fields: [
          { kind: 'first-name', name: 'first_name', label: 'First name', required: true },
          { kind: 'last-name', name: 'last_name', label: 'Last name', required: true },
          { kind: 'email', name: 'email', label: 'Email', required: true },
          { kind: 'phone', name: 'phone', label: 'Phone', required: true },
          { kind: 'currency', name: 'deposit', label: context.finance.deposit, quickPicks: context.depositQuickPicks, wide: true },
          { kind: 'select', name: 'loan_term', label: 'Loan term', required: true, options: options('3 years', '4 years', '5 years', '6 years', '7 years') },
          { kind: 'radio', name: 'repayment_frequency', label: context.finance.repayments, required: true, options: [...context.finance.frequencies] },
          { kind: 'radio-group', name: 'credit_history', label: 'Credit history', options: options('Excellent', 'Good', 'Fair', 'Not sure'), wide: true },
          ...carFields(context),
          optIn,
        ],
      },
    ],
  };
}
