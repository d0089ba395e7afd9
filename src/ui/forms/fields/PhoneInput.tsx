'use client';

import { useFormContext } from 'react-hook-form';
import { mobilePhoneRule } from '@/domain/validation/form-rules';
import { PHONE_INPUT_MAX_LENGTH } from '@/domain/validation/limits';
import type { PhoneRule } from '@/domain/validation/phone';
import { phoneMask } from '@/domain/validation/phone-mask';
import { applyMask } from '@/forms/mask';
import type { FieldDefinition } from '@/forms/types';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; invalid: boolean; rule: PhoneRule };

/** A phone input laid out with the region's mask as it is typed (SPEC 5). */
export function PhoneInput({ field, inputId, describedBy, invalid, rule }: Props) {
  const { register } = useFormContext();
  const registered = register(field.name);
  const effective = field.mobileOnly ? mobilePhoneRule(rule) : rule;
  return (
    <input
      id={inputId}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      {...registered}
      onChange={(event) => {
        const typed = event.target.value;
        // Deleting must never fight the mask, so only growing input is laid out.
        if ((event.nativeEvent as InputEvent).inputType?.startsWith('insert')) event.target.value = applyMask(phoneMask(effective, typed), typed);
        return registered.onChange(event);
      }}
    />
  );
}
