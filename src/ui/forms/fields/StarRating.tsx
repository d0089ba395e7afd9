'use client';

import { useFormContext } from 'react-hook-form';
import type { FieldDefinition } from '@/forms/types';
import { plural } from '@/i18n/fill';
import type { Plural } from '@/i18n/types';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; stars: Plural };

const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio inputs drawn as stars; keyboard and screen readers get an ordinary radio group. */
export function StarRating({ field, inputId, describedBy, stars }: Props) {
  const { register } = useFormContext();
  return (
    <div className="form-stars">
      {STARS.map((star) => (
        <label key={star} htmlFor={`${inputId}-${star}`} className="form-star">
          <input id={`${inputId}-${star}`} type="radio" value={String(star)} aria-describedby={describedBy} {...register(field.name)} />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">
            {plural(stars, star)}
          </span>
        </label>
      ))}
    </div>
  );
}
