'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDayLabel } from '@/domain/dates';
import { formatTime } from '@/domain/hours';
import type { Locale } from '@/domain/site-config';
import type { FieldDefinition } from '@/forms/types';
import type { Messages } from '@/i18n/types';

type Props = { field: FieldDefinition; inputId: string; describedBy: string | undefined; invalid: boolean; texts: Messages['forms']; locale: Locale };

type SlotDay = { date: string; times: string[] };
type Slots = { state: 'loading' } | { state: 'ready'; days: SlotDay[] } | { state: 'failed' };

function readDays(json: unknown): SlotDay[] {
  const days = typeof json === 'object' && json !== null ? (json as { days?: unknown }).days : undefined;
  if (!Array.isArray(days)) return [];
  return days.filter(
    (day): day is SlotDay => typeof day === 'object' && day !== null && typeof day.date === 'string' && Array.isArray(day.times),
  );
}

/**
 * The booking times the service centre has free (GET available_service_bookings.json), grouped by
 * day; the chosen location picks whose hours apply. Without an answer the shopper types a time.
 */
export function ServiceSlotSelect({ field, inputId, describedBy, invalid, texts, locale }: Props) {
  const { register } = useFormContext();
  const locationId = useWatch({ name: 'location_id' }) as unknown;
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const chosen = typeof locationId === 'string' || typeof locationId === 'number' ? String(locationId) : '';
    const endpoint = field.slotUrls?.[chosen] ?? field.href ?? '';
    const query = /^\d+$/.test(chosen) && field.slotUrls?.[chosen] ? `?location_id=${chosen}` : '';
    fetch(`${endpoint}${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? setSlots({ state: 'ready', days: readDays(await response.json()) }) : setSlots({ state: 'failed' })))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSlots({ state: 'failed' });
      });
    return () => controller.abort();
  }, [field.href, field.slotUrls, locationId]);

  if (slots.state === 'failed' || (slots.state === 'ready' && slots.days.length === 0)) {
    return <input id={inputId} type="datetime-local" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register(field.name)} />;
  }
  return (
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
  );
}
