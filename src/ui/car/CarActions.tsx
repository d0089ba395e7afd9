import type { ReactNode } from 'react';
import type { ReservationMode } from '../../domain/reservation';
import type { Messages } from '../../i18n/types';
import type { CarPageForms } from '../../forms/car-forms';
import { CarLeadModal } from './CarLeadModal';

export type CarLinks = {
  testDrive: string;
  tradeIn: string;
  finance: string;
  /** Null unless every SPEC 4 reservation rule holds; a request where the dealership confirms without a deposit. */
  reserve: { href: string; mode: ReservationMode } | null;
};

/**
 * The car's buy and enquiry actions, with `extra` (save and compare) in the same row. Sold cars
 * get none of the buy actions; `extra` stays, so a sold car already saved can be removed.
 */
export function CarActions({
  sold,
  links,
  forms,
  texts,
  extra,
}: {
  sold: boolean;
  links: CarLinks;
  forms: CarPageForms;
  texts: Messages['car'];
  extra?: ReactNode;
}) {
  const { actions } = texts;
  if (sold) {
    return (
      <>
        <p className="car-sold-note">{texts.sold}</p>
        {extra}
      </>
    );
  }
  return (
    <div className="car-actions">
      {links.reserve ? (
        <a className="button button-primary car-action-wide" href={links.reserve.href}>
          {links.reserve.mode === 'request' ? actions.requestReservation : actions.reserve}
        </a>
      ) : null}
      <CarLeadModal label={actions.emailUs} form={forms.emailUs} site={forms.site} initialValues={forms.initialValues} openerClassName="button" />
      <CarLeadModal
        label={actions.requestPhotos}
        form={forms.requestPhotos}
        site={forms.site}
        initialValues={forms.initialValues}
        openerClassName="button button-ghost"
      />
      <a className="button button-ghost" href={links.testDrive}>
        {actions.testDrive}
      </a>
      <a className="button button-ghost" href={links.tradeIn}>
        {actions.tradeIn}
      </a>
      <a className="button button-ghost" href={links.finance}>
        {actions.financeEnquiry}
      </a>
      {extra}
    </div>
  );
}
