'use client';

import { FieldError } from '../forms/FieldError';
import { ActionForm, type LeadAction } from './ActionForm';

/** A booked slot's Cancel and Move: the same changes the dealer API makes (src/bookings/changes.ts). */
export function LeadBooking({ local, cancel, move }: { local: string; cancel: LeadAction; move: LeadAction }) {
  return (
    <div className="leads-work">
      <ActionForm action={move} label="Move the booking" submit="Move" busy="Moving…">
        {(errors) => (
          <>
            <label htmlFor="lead-booking-at">New day and time (at the location)</label>
            <input
              id="lead-booking-at"
              name="startsAt"
              type="datetime-local"
              step={60}
              defaultValue={local}
              aria-invalid={Boolean(errors.startsAt)}
              aria-describedby="lead-booking-at-error"
            />
            <FieldError id="lead-booking-at-error" messages={errors.startsAt} />
          </>
        )}
      </ActionForm>
      <ActionForm action={cancel} label="Cancel the booking" submit="Cancel the booking" busy="Cancelling…" className="console-inline-form" />
    </div>
  );
}
