'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { parseStoredDetails, prefillFromDetails } from '@/forms/stored-details';
import type { FieldDefinition, FormValues } from '@/forms/types';
import { clearStoredDetails, storedDetailsSnapshot, subscribeStoredDetails } from './browser-storage';

/**
 * The shopper's details saved on this device by an earlier enquiry fill the form's empty fields
 * (SPEC 4), and can be cleared from it. Read after hydration, so the server HTML never holds them.
 */
export function useStoredDetails(fields: readonly FieldDefinition[], form: Pick<UseFormReturn<FormValues>, 'getValues' | 'setValue'>) {
  const { getValues, setValue } = form;
  const storedText = useSyncExternalStore(subscribeStoredDetails, storedDetailsSnapshot, () => null);
  const stored = parseStoredDetails(storedText);
  const prefill = stored ? prefillFromDetails(stored, fields) : {};

  useEffect(() => {
    const details = parseStoredDetails(storedText);
    if (!details) return;
    for (const [name, value] of Object.entries(prefillFromDetails(details, fields))) if (!getValues(name)) setValue(name, value);
  }, [fields, storedText, getValues, setValue]);

  const clear = () => {
    for (const name of Object.keys(prefill)) setValue(name, '');
    clearStoredDetails();
  };
  return { usingStored: Object.keys(prefill).length > 0, clear };
}
