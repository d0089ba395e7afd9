import type { ReactNode } from 'react';
import type { CarLeadContext } from '../../domain/car-lead';
import type { FormRules } from '../../domain/validation/form-rules';
import { spell } from '../../domain/locale';
import type { Locale } from '../../site/config-schema';
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
  rules,
  lead,
  locale,
  extra,
}: {
  sold: boolean;
  links: CarLinks;
  rules: FormRules;
  lead: CarLeadContext;
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
      <CarLeadModal form="email-us" label="Email Us" rules={rules} car={lead} locale={locale} openerClassName="button" />
      <CarLeadModal form="request-photos" label="Request Photos" rules={rules} car={lead} locale={locale} openerClassName="button button-ghost" />
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
