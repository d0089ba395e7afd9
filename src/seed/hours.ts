import { nextAnnual, type Clock } from './clock';

/** Weekly opening-hour patterns; index 0 is Sunday, as in the opening_hours table. */
export type HoursPattern =
  | 'sales'
  | 'sales-late-wednesday'
  | 'sales-sunday'
  | 'sales-early-friday'
  | 'sales-us'
  | 'service'
  | 'parts'
  | 'appointment'
  | 'not-open';

export type DayHours = { status: string; open: string | null; close: string | null };

const open = (from: string, to: string): DayHours => ({ status: 'Open', open: from, close: to });
const CLOSED: DayHours = { status: 'Closed', open: null, close: null };
const BY_APPOINTMENT: DayHours = { status: 'By Appointment', open: null, close: null };

const weekdays = (day: DayHours): DayHours[] => [day, day, day, day, day];

export const HOURS_PATTERNS: Record<HoursPattern, readonly DayHours[]> = {
  sales: [CLOSED, ...weekdays(open('08:30', '17:30')), open('08:30', '16:00')],
  // Late-night Wednesday: the footer of that site groups Mon, Tue, Thu and Fri instead of Mon-Fri.
  'sales-late-wednesday': [
    CLOSED,
    open('08:30', '17:30'),
    open('08:30', '17:30'),
    open('08:30', '19:30'),
    open('08:30', '17:30'),
    open('08:30', '17:30'),
    open('09:00', '16:00'),
  ],
  'sales-sunday': [open('10:00', '16:00'), ...weekdays(open('08:30', '18:00')), open('08:30', '17:00')],
  'sales-early-friday': [
    CLOSED,
    open('08:00', '17:30'),
    open('08:00', '17:30'),
    open('08:00', '17:30'),
    open('08:00', '17:30'),
    open('08:00', '16:00'),
    open('09:00', '15:00'),
  ],
  // Texas dealers may not sell on both weekend days, so Sunday is closed.
  'sales-us': [CLOSED, ...weekdays(open('09:00', '20:00')), open('09:00', '19:00')],
  service: [CLOSED, ...weekdays(open('07:30', '17:00')), CLOSED],
  parts: [CLOSED, ...weekdays(open('08:00', '17:00')), CLOSED],
  appointment: [CLOSED, ...weekdays(open('09:00', '16:30')), BY_APPOINTMENT],
  'not-open': [CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED],
};

/** Holiday-hours plans a location can follow; dates are computed from the reference date. */
export type SpecialHoursPlan = 'christmas-sales' | 'christmas-service' | 'stocktake';

export type SpecialDay = { date: string; status: string; startHour: string | null; endHour: string | null; name: string };

export function specialDays(plan: SpecialHoursPlan, clock: Clock): SpecialDay[] {
  const christmas = nextAnnual(clock, 12, 25);
  const boxingDay = nextAnnual(clock, 12, 26);
  const newYear = nextAnnual(clock, 1, 1);
  const closed = (date: string, name: string): SpecialDay => ({ date, status: 'Closed', startHour: null, endHour: null, name });
  const openDay = (date: string, name: string, from: string, to: string): SpecialDay => ({
    date,
    status: 'Open',
    startHour: from,
    endHour: to,
    name,
  });
  switch (plan) {
    case 'christmas-sales':
      return [closed(christmas, 'Christmas Day'), openDay(boxingDay, 'Boxing Day', '10:00', '16:00'), closed(newYear, "New Year's Day")];
    case 'christmas-service':
      return [
        openDay(nextAnnual(clock, 12, 24), 'Christmas Eve', '07:30', '12:00'),
        closed(christmas, 'Christmas Day'),
        closed(boxingDay, 'Boxing Day'),
        closed(newYear, "New Year's Day"),
      ];
    case 'stocktake':
      // An ordinary day closed for reasons of the dealer's own, not a public holiday; a fixed day of
      // the year, so the demo site files can move it to any reference date (src/seed/demo-dates.ts).
      return [closed(nextAnnual(clock, 12, 5), 'Closed for stocktake')];
  }
}
