import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'booking-41@forecourt.localhost',
  stamp: new Date('2026-11-23T04:00:00Z'),
  start: new Date('2026-11-29T23:00:00Z'),
  end: new Date('2026-11-29T23:30:00Z'),
  summary: 'Test drive: 2021 Toyota Corolla, Harbour Toyota',
  location: 'Harbour Toyota Dealership, 1 Bay St, Port Melbourne VIC 3207',
  description: 'Please bring your driver licence.\nQuestions? Call 03 9000 1001; we are happy to help, "any" time \\ day.',
};

describe('calendarFile', () => {
  const text = calendarFile(event);

  it('is read back by an RFC 5545 parser (ical.js) with every property intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-29T23:30:00.000Z');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });

  it('ends every line in CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART:20261129T230000Z\r\n');
  });

  it('folds long text, even of multi-byte characters, and the parser unfolds it whole', () => {
    const summary = `Service booking at Café Zürich ${'ü'.repeat(80)} — 30 min`;
    const folded = calendarFile({ ...event, summary });
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(folded)).getFirstSubcomponent('vevent')!).summary).toBe(summary);
  });
});

describe('escapeText and foldLine', () => {
  it.each([
    ['a;b,c', 'a\\;b\\,c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
  ])('%j', (value, escaped) => {
    expect(escapeText(value)).toBe(escaped);
  });

  it('leaves a short line alone and starts each continuation with one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
  });
});
