'use client';

import { useFormContext } from 'react-hook-form';
import type { FieldDefinition } from '@/forms/types';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; multiple: boolean };

/** Radio groups, check groups and check cards: one input per option, sharing the field's name. */
export function ChoiceGroup({ field, inputId, describedBy, multiple }: Props) {
  const { register } = useFormContext();
  const cards = field.kind === 'check-card' || field.kind === 'radio-group';
  return (
    <div className={`form-choices${cards ? ' form-choices-cards' : ''}${field.kind === 'radio' ? ' form-choices-inline' : ''}`}>
      {(field.options ?? []).map((option, index) => {
        const id = `${inputId}-${index}`;
        return (
          <label key={option.value} className="form-choice" htmlFor={id}>
            <input
              id={id}
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              aria-describedby={describedBy}
              {...register(field.name)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
