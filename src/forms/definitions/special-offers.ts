import type { FormDefinition } from '../types';
import { locationFields, optIn, options, personFields, type DefinitionContext } from './context';

export function specialOffersForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'special-offers',
    title: 'Ask about our offers',
    category: 'special-offers',
    submitLabel: 'Send Enquiry',
    steps: [
      {
        title: 'Your enquiry',
        fields: [
          ...personFields(context.rules),
          { kind: 'check-card', name: 'additional_services', label: 'Which offers interest you?', required: true, options: options('New vehicle offers', 'Demo clearance', 'Used vehicle specials', 'Service specials', 'Finance offers'), wide: true },
          ...locationFields(context),
          { kind: 'textarea', name: 'message', label: 'Message', wide: true },
          optIn,
        ],
      },
    ],
  };
}
