import type { FormDefinition } from '../types';
import { locationFields, optIn, options, personFields, type DefinitionContext } from './context';

/** SPEC 5 contact form. */
export function contactForm(context: DefinitionContext): FormDefinition {
  const { rules } = context;
  return {
    id: 'contact',
    title: 'Send us a message',
    category: 'general-enquiry',
    submitLabel: 'Send Message',
    steps: [
      {
        title: 'Your details',
        fields: [
          ...personFields(rules, { mobileOnly: true }),
          { kind: 'select', name: 'subcategory', label: 'What is it about?', options: options('Sales', 'Service', 'Parts', 'Finance', 'Other') },
          { kind: 'rego', name: 'rego', label: 'Rego (optional)' },
          ...locationFields(context),
          { kind: 'textarea', name: 'message', label: 'Message', required: rules.messageRequired, wide: true },
          optIn,
        ],
      },
    ],
  };
}
