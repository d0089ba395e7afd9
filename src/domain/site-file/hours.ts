import { z } from 'zod';

/**
 * Hours in a site file: `"08:30-17:30"` is open between those local times, any other text is a
 * status without times (`Closed`, `By Appointment`), and `{ status, open, close }` says anything else.
 */
export type DayHours = { status: string; open: string | null; close: string | null };

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const RANGE = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;
const OPEN = 'Open';

const time = z.string().regex(TIME, 'Expected a 24-hour time such as 08:30.');

export const hoursSchema = z.union(
  [
    z
      .string()
      .min(1)
      .refine((text) => {
        const range = RANGE.exec(text.trim());
        return !range || (TIME.test(range[1]!) && TIME.test(range[2]!) && range[1]! < range[2]!);
      }, 'Expected opening hours such as "08:30-17:30" (opening before closing), or a status such as Closed.'),
    z.strictObject({ status: z.string().min(1), open: time.nullable().default(null), close: time.nullable().default(null) }),
  ],
  { error: 'Expected "HH:MM-HH:MM", a status such as Closed, or { status, open, close }.' },
);

export type HoursInput = z.input<typeof hoursSchema>;

export function dayHours(value: z.output<typeof hoursSchema>): DayHours {
  if (typeof value !== 'string') return value;
  const range = RANGE.exec(value.trim());
  return range ? { status: OPEN, open: range[1]!, close: range[2]! } : { status: value.trim(), open: null, close: null };
}

/** The shortest file form of a day's hours; `dayHours(hoursText(h))` gives `h` back. */
export function hoursText(hours: DayHours): HoursInput {
  if (hours.status === OPEN && hours.open && hours.close && hours.open < hours.close) return `${hours.open}-${hours.close}`;
  if (hours.open === null && hours.close === null && !RANGE.test(hours.status)) return hours.status;
  return { status: hours.status, open: hours.open, close: hours.close };
}
