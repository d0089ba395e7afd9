'use client';

import { interactionIsland } from '../lazy/interaction-island';

/** LeadForm for forms that start hidden (the car page's dialogs): React Hook Form, Zod and the schemas load on first interaction. */
export const LazyLeadForm = interactionIsland(() => import('./LeadForm').then((module) => module.LeadForm));
