import type { FormDefinition } from '../types';
import { locationFields, options, personFields, type DefinitionContext } from './context';

export function careersForm(context: DefinitionContext): FormDefinition {
  return {
    id: 'careers',
    title: 'Apply to join our team',
    category: 'careers',
    submitLabel: 'Send Application',
    steps: [
      {
        title: 'Your application',
        fields: [
          ...personFields(context.rules, { postcode: true }),
          { kind: 'select', name: 'position', label: 'Role', required: true, options: options('Sales consultant', 'Service technician', 'Parts interpreter', 'Administration', 'Other') },
          ...locationFields(context, 'Preferred location'),
          { kind: 'file', name: 'resume', label: 'Resume (PDF or photo)', required: true, wide: true },
          { kind: 'textarea', name: 'message', label: 'Tell us about yourself', required: true, wide: true },
        ],
      },
    ],
  };
}
