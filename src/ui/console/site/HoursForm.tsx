'use client';

import { useState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { DAY_CHOICES, DAY_NAMES, dayChoice, type DayChoice } from '../../../domain/site-editor/hours-form';
import { WEEKDAYS, type DayHours, type Weekday } from '../../../domain/site-file/hours';
import { FieldError } from '../forms/FieldError';
import { SaveState } from './SaveState';
import { useConsoleForm } from '../forms/use-console-form';

type Holiday = { date: string; name?: string; hours: DayHours };
type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

function ChoiceAndTimes({ id, name, label, choice, hours, invalid, describedBy, choices }: {
  id: string;
  name: string;
  label: string;
  choice: DayChoice;
  hours: DayHours | undefined;
  invalid: boolean;
  describedBy: string;
  choices: readonly { value: DayChoice; label: string }[];
}) {
  const [current, setCurrent] = useState<DayChoice>(choice);
  return (
    <>
      <select id={`${id}-choice`} name={`${name}.choice`} value={current} onChange={(e) => setCurrent(e.target.value as DayChoice)} aria-label={`${label}: open or closed`} aria-invalid={invalid} aria-describedby={describedBy}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <span className="hours-times" hidden={current !== 'open'}>
        <input type="time" name={`${name}.open`} defaultValue={hours?.open ?? '08:30'} aria-label={`${label}: opens at`} step={300} />
        <span aria-hidden="true">to</span>
        <input type="time" name={`${name}.close`} defaultValue={hours?.close ?? '17:30'} aria-label={`${label}: closes at`} step={300} />
      </span>
    </>
  );
}

/** One location's weekly hours (a row per day) and holiday hours (a row per date, one empty row to add). */
export function HoursForm({ action, locationName, hours, holidays }: { action: Action; locationName: string; hours: Partial<Record<Weekday, DayHours>>; holidays: Holiday[] }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  // Empty rows to add holidays in: one, and one more per click; saved holidays come on top of them.
  const [extra, setExtra] = useState(1);
  const rows = holidays.length + extra;
  const key = locationName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <form key={formKey} {...formProps} className="console-form site-hours" noValidate aria-label={`Hours of ${locationName}`}>
      <fieldset>
        <legend>Opening hours</legend>
        <div className="hours-grid">
          {WEEKDAYS.map((day) => (
            <div className="hours-row" key={day}>
              <span className="hours-day" id={`${key}-${day}-label`}>
                {DAY_NAMES[day]}
              </span>
              <ChoiceAndTimes
                id={`${key}-${day}`}
                name={day}
                label={DAY_NAMES[day]}
                choice={dayChoice(hours[day])}
                hours={hours[day]}
                invalid={Boolean(state.errors[day])}
                describedBy={`${key}-${day}-error`}
                choices={DAY_CHOICES}
              />
              <FieldError id={`${key}-${day}-error`} messages={state.errors[day]} />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Holiday hours</legend>
        <p className="console-hint">A holiday replaces that day’s usual hours. Leave the last row empty if there is nothing to add.</p>
        {Array.from({ length: rows }, (_, i) => {
          const holiday = holidays[i];
          const label = holiday ? (holiday.name ?? holiday.date) : `New holiday ${i + 1 - holidays.length}`;
          return (
            <div className="holiday-row" key={i}>
              <label>
                Date
                <input type="date" name={`holiday.${i}.date`} defaultValue={holiday?.date ?? ''} aria-describedby={`${key}-holiday-${i}-error`} />
              </label>
              <label>
                Name
                <input type="text" name={`holiday.${i}.name`} defaultValue={holiday?.name ?? ''} placeholder="Name of the day" maxLength={80} />
              </label>
              <span className="holiday-hours">
                <ChoiceAndTimes
                  id={`${key}-holiday-${i}`}
                  name={`holiday.${i}`}
                  label={label}
                  choice={holiday ? (dayChoice(holiday.hours) === 'none' ? 'closed' : dayChoice(holiday.hours)) : 'closed'}
                  hours={holiday?.hours}
                  invalid={Boolean(state.errors[`holiday.${i}`])}
                  describedBy={`${key}-holiday-${i}-error`}
                  choices={DAY_CHOICES.filter((c) => c.value !== 'none')}
                />
              </span>
              {holiday ? (
                <label className="holiday-remove">
                  <input type="checkbox" name={`holiday.${i}.remove`} /> Remove
                </label>
              ) : null}
              <FieldError id={`${key}-holiday-${i}-error`} messages={state.errors[`holiday.${i}`]} />
            </div>
          );
        })}
        <button type="button" className="console-button console-button-quiet" onClick={() => setExtra((n) => n + 1)}>
          Add another holiday
        </button>
      </fieldset>
      <SaveState state={state} shown={[...WEEKDAYS, 'holiday']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : `Save ${locationName} hours to the draft`}
      </button>
    </form>
  );
}
