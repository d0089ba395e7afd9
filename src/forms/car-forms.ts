import 'server-only';
import { spell } from '../i18n/spell';
import type { CarDetail, Site } from '../domain/types';
import { emailUsForm, requestPhotosForm } from './definitions/car-enquiry';
import { definitionContext, formCarOf, formSite } from './page-data';
import { spellDefinition } from './spelling';
import { sentText, type SuccessText } from './success';
import type { FormDefinition, FormSite, FormValues } from './types';

/** One car-page modal: its form, and what the dialog says once the lead is sent. */
export type CarModalForm = { definition: FormDefinition; sent: SuccessText };

/** The Email Us and Request Photos modals of a car page, with the site data and starting values they share. */
export type CarPageForms = { site: FormSite; initialValues: FormValues; emailUs: CarModalForm; requestPhotos: CarModalForm };

export function carPageForms(site: Site, car: CarDetail): CarPageForms {
  const context = definitionContext(site, formCarOf(car));
  const modal = (definition: FormDefinition): CarModalForm => {
    const text = sentText(definition);
    return {
      definition: spellDefinition(definition, site.locale),
      sent: { heading: spell(text.heading, site.locale), next: spell(text.next, site.locale) },
    };
  };
  return {
    site: formSite(site, context.rules),
    initialValues: {
      car_id: car.id,
      car_type: car.carType,
      stock_number: car.stocknum,
      make: car.make,
      model: car.model,
      dealership_slug: car.dealershipSlug,
      location_id: car.locationId,
    },
    emailUs: modal(emailUsForm(context)),
    requestPhotos: modal(requestPhotosForm(context)),
  };
}
