'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { MAX_HOME_BANNERS, MAX_OFFERS, type HomeBanner, type Offer } from '../../../domain/site-config';
import { BANNER_HEADING_MAX, BANNER_TEXT_MAX, OFFER_HEADING_MAX, OFFER_TEXT_MAX } from '../../../domain/site-editor/promotions-form';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { OrderedRows } from './OrderedRows';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
type Errors = Record<string, string[]>;

/** One labelled field of a row, its messages tied to it. */
function RowField({
  name,
  label,
  value,
  errors,
  max,
  multiline = false,
  placeholder,
  inputMode,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: Errors;
  max?: number;
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'decimal';
}) {
  const id = name.replaceAll('.', '-');
  const error = errors[name];
  const common = { id, name, defaultValue: value ?? '', maxLength: max, placeholder, 'aria-invalid': Boolean(error), 'aria-describedby': `${id}-error` };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} inputMode={inputMode} />}
      <FieldError id={`${id}-error`} messages={error} />
    </>
  );
}

const PICTURE_HINT = '/media/… or https://…';
const LINK_HINT = '/special-offers or https://…';

/**
 * The home page's banners (a picture, heading, words and link under the hero) and the special
 * offers listed on /special-offers, each in the order shown here. Clear a row, or remove it, to take it off.
 */
export function PromotionsForm({ action, banners, offers }: { action: Action; banners: readonly HomeBanner[]; offers: readonly Offer[] }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  const errors = state.errors;
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Banners and offers">
      <h3 id="banners-title">Home page banners</h3>
      <p className="console-hint">Up to {MAX_HOME_BANNERS}, shown in this order under the home page’s heading. A picture is a file of the site (starting with /) or an https address.</p>
      <OrderedRows
        items={banners}
        max={MAX_HOME_BANNERS}
        noun="banner"
        render={(banner, i) => (
          <>
            <RowField name={`banner.${i}.imageUrl`} label="Picture" value={banner?.imageUrl} errors={errors} placeholder={PICTURE_HINT} />
            <RowField name={`banner.${i}.heading`} label="Heading" value={banner?.heading} errors={errors} max={BANNER_HEADING_MAX} />
            <RowField name={`banner.${i}.text`} label="Words (optional)" value={banner?.text} errors={errors} max={BANNER_TEXT_MAX} />
            <RowField name={`banner.${i}.url`} label="Link (optional)" value={banner?.url} errors={errors} placeholder={LINK_HINT} />
          </>
        )}
      />
      <h3 id="offers-title">Special offers</h3>
      <p className="console-hint">Up to {MAX_OFFERS}, listed in this order on the Special offers page, above its own text (edit that text under Pages and news). An offer linking to a car’s page (/cars/…) is shown on that car’s page too, with its price.</p>
      <OrderedRows
        items={offers}
        max={MAX_OFFERS}
        noun="offer"
        render={(offer, i) => (
          <>
            <RowField name={`offer.${i}.heading`} label="Heading" value={offer?.heading} errors={errors} max={OFFER_HEADING_MAX} />
            <RowField name={`offer.${i}.text`} label="What the offer is" value={offer?.text} errors={errors} max={OFFER_TEXT_MAX} multiline />
            <RowField name={`offer.${i}.imageUrl`} label="Picture (optional)" value={offer?.imageUrl} errors={errors} placeholder={PICTURE_HINT} />
            <RowField name={`offer.${i}.offerPrice`} label="Offer price (optional)" value={offer?.offerPrice === undefined ? undefined : String(offer.offerPrice)} errors={errors} placeholder="$39,990" inputMode="decimal" />
            <RowField name={`offer.${i}.url`} label="Link (optional)" value={offer?.url} errors={errors} placeholder={LINK_HINT} />
          </>
        )}
      />
      <SaveState state={state} shown={['banner', 'offer']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save banners and offers to the draft'}
      </button>
    </form>
  );
}
