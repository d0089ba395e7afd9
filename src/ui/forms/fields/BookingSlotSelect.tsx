'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { zoneName } from '@/domain/bookings/booking-text';
import { formatDayLabel } from '@/domain/dates';
import { formatTime } from '@/domain/hours';
import type { Locale } from '@/domain/site-config';
import type { FieldDefinition } from '@/forms/types';
import { fill } from '@/i18n/fill';
import type { Messages } from '@/i18n/types';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; invalid: boolean; texts: Messages['forms']; locale: Locale };

type SlotDay = { date: string; times: string[] };
type Slots = { state: 'loading' } | { state: 'ready'; days: SlotDay[]; timeZone: string | null } | { state: 'failed' };

function readSlots(json: unknown): { days: SlotDay[]; timeZone: string | null } {
  const answer = typeof json === 'object' && json !== null ? (json as { days?: unknown; time_zone?: unknown }) : {};
  const days = Array.isArray(answer.days)
    ? answer.days.filter((day): day is SlotDay => typeof day === 'object' && day !== null && typeof day.date === 'string' && Array.isArray(day.times))
    : [];
  return { days, timeZone: typeof answer.time_zone === 'string' ? answer.time_zone : null };
}

/**
 * The free booking times of the chosen location (GET available_service_bookings.json or
 * available_appointment_bookings.json), grouped by day, in the location's own time zone. When
 * the server says the chosen time has just been taken, the times are fetched again so only free
 * ones are offered. Without an answer at all the shopper types a time.
 */
export function BookingSlotSelect({ field, inputId, describedBy, invalid, texts, locale }: Props) {
  const { register, setValue } = useFormContext();
  const locationId = useWatch({ name: 'location_id' }) as unknown;
  const { errors } = useFormState({ name: field.name });
  const taken = errors[field.name]?.type === 'server';
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const chosen = typeof locationId === 'string' || typeof locationId === 'number' ? String(locationId) : '';
    const endpoint = field.slotUrls?.[chosen] ?? field.href ?? '';
    const query = /^\d+$/.test(chosen) && field.slotUrls?.[chosen] ? `?location_id=${chosen}` : '';
    if (taken) setValue(field.name, '');
    fetch(`${endpoint}${query}`, { signal: controller.signal, headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(async (response) => (response.ok ? setSlots({ state: 'ready', ...readSlots(await response.json()) }) : setSlots({ state: 'failed' })))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSlots({ state: 'failed' });
      });
    return () => controller.abort();
  }, [field.href, field.slotUrls, field.name, locationId, taken, setValue]);

  if (slots.state === 'failed') {
    return <input id={inputId} type="datetime-local" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register(field.name)} />;
  }
  if (slots.state === 'ready' && slots.days.length === 0) {
    return (
      <p className="form-hint" id={inputId} tabIndex={-1}>
        {texts.noFreeTimes}
      </p>
    );
  }
  const zone = slots.state === 'ready' && slots.timeZone ? fill(texts.timesIn, { zone: zoneName(slots.timeZone) }) : null;
  return (
    <>
      <select id={inputId} aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-busy={slots.state === 'loading'} {...register(field.name)}>
        <option value="">{slots.state === 'loading' ? texts.loadingTimes : texts.chooseTime}</option>
        {slots.state === 'ready'
          ? slots.days.map((day) => (
              <optgroup key={day.date} label={formatDayLabel(day.date, locale)}>
                {day.times.map((time) => (
                  <option key={time} value={`${day.date}T${time}`}>
                    {formatDayLabel(day.date, locale)}, {formatTime(time)}
                  </option>
                ))}
              </optgroup>
            ))
          : null}
      </select>
      {zone ? <p className="form-hint">{zone}</p> : null}
    </>
  );
}
