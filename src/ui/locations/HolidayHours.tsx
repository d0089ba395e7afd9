'use client';

import { useRef } from 'react';
import { HoursTable } from './HoursTable';
import { fill } from '../../i18n/fill';

export type HolidayRow = { date: string; label: string; hours: string };

/** 'View Holiday Hours' button and its dialog (SPEC 2 Holiday hours). */
export function HolidayHours({
  locationName,
  rows,
  visitNote,
  phone,
  texts,
}: {
  /** view, title, on and close: the few words the dialog needs, not the whole catalogue. */
  texts: { viewHoliday: string; holidayTitle: string; visitPhone: string; close: string };
  locationName: string;
  rows: HolidayRow[];
  visitNote: string | null;
  phone: string | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `holiday-${locationName.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <button type="button" className="button-link" onClick={() => dialog.current?.showModal()}>
        {texts.viewHoliday}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClick={(e) => e.target === dialog.current && dialog.current?.close()}>
        <h2 id={titleId}>{fill(texts.holidayTitle, { name: locationName })}</h2>
        <HoursTable rows={rows} />
        {visitNote ? (
          <p className="visit-note">
            {visitNote}
            {phone ? (
              <>
                {' '}
                {texts.visitPhone} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </>
            ) : null}
          </p>
        ) : null}
        <form method="dialog">
          <button className="button">{texts.close}</button>
        </form>
      </dialog>
    </>
  );
}
