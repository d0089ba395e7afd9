'use client';

import { useFormContext } from 'react-hook-form';
import { formatDollars, groupThousands } from '@/forms/quick-picks';
import type { FieldDefinition } from '@/forms/types';
import { fill } from '@/i18n/fill';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; invalid: boolean; quickPicksLabel: string };

/** SPEC 5 currency field: a $ prefix, thousands separators as the shopper types, and quick picks. */
export function CurrencyInput({ field, inputId, describedBy, invalid, quickPicksLabel }: Props) {
  const { register, setValue } = useFormContext();
  const registered = register(field.name);
  return (
    <>
      <div className="form-affix">
        <span className="form-prefix" aria-hidden="true">
          $
        </span>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registered}
          onChange={(event) => {
            event.target.value = groupThousands(event.target.value);
            return registered.onChange(event);
          }}
        />
      </div>
      {field.quickPicks && field.quickPicks.length > 0 ? (
        <div className="form-quick-picks" role="group" aria-label={fill(quickPicksLabel, { label: field.label })}>
          {field.quickPicks.map((amount) => (
            <button
              key={amount}
              type="button"
              className="form-quick-pick"
              onClick={() => setValue(field.name, groupThousands(String(amount)), { shouldDirty: true })}
            >
              {formatDollars(amount)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
