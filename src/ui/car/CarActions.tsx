import type { ReactNode } from 'react';
import { spell } from '../../i18n/spell';
import type { CarPageForms } from '../../forms/car-forms';
import type { Locale } from '../../domain/site-config';
import { CarLeadModal } from './CarLeadModal';

export type CarLinks = {
  testDrive: string;
  tradeIn: string;
  finance: string;
  /** Null unless every SPEC 4 reservation rule holds. */
  reserve: string | null;
};

/**
 * The car's buy and enquiry actions, with `extra` (save and compare) in the same row. Sold cars
 * get none of the buy actions; `extra` stays, so a sold car already saved can be removed.
 */
export function CarActions({
  sold,
  links,
  forms,
  locale,
  extra,
}: {
  sold: boolean;
  links: CarLinks;
  forms: CarPageForms;
  locale: Locale;
  extra?: ReactNode;
}) {
  if (sold) {
    return (
      <>
        <p className="car-sold-note">This vehicle has been sold.</p>
        {extra}
      </>
    );
  }
  return (
    <div className="car-actions">
      {links.reserve ? (
        <a className="button button-primary car-action-wide" href={links.reserve}>
          Reserve Now
        </a>
      ) : null}
      <CarLeadModal label="Email Us" form={forms.emailUs} site={forms.site} initialValues={forms.initialValues} openerClassName="button" />
      <CarLeadModal
        label="Request Photos"
        form={forms.requestPhotos}
        site={forms.site}
        initialValues={forms.initialValues}
        openerClassName="button button-ghost"
      />
      <a className="button button-ghost" href={links.testDrive}>
        Book a Test Drive
      </a>
      <a className="button button-ghost" href={links.tradeIn}>
        Value My Trade-In
      </a>
      <a className="button button-ghost" href={links.finance}>
        {spell('Finance Enquiry', locale)}
      </a>
      {extra}
    </div>
  );
}
