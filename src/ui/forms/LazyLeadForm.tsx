'use client';

import { interactionIsland } from '../lazy/interaction-island';
import { holdEarlySubmits } from './held-submits';

if (typeof window !== 'undefined') holdEarlySubmits();

/** LeadForm for forms that start hidden (the car page's dialogs): React Hook Form, Zod and the schemas load on first interaction. */
export const LazyLeadForm = interactionIsland(
  () => import('./HydratedLeadForm').then((module) => module.HydratedLeadForm),
  // Next compiles `typeof window` to a constant, so the browser bundle drops this require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server must render the form at once, see interactionIsland
  typeof window === 'undefined' ? (require('./HydratedLeadForm') as typeof import('./HydratedLeadForm')).HydratedLeadForm : null,
);
