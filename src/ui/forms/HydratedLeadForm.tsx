'use client';

import { useEffect, type ComponentProps } from 'react';
import { formHydrated } from './held-submits';
import { LeadForm } from './LeadForm';

/** LeadForm that, once hydrated, sends a submit the shopper made while its code was on the way. */
export function HydratedLeadForm(props: ComponentProps<typeof LeadForm>) {
  const { id } = props.definition;
  useEffect(() => formHydrated(id), [id]);
  return <LeadForm {...props} />;
}
