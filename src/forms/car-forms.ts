import 'server-only';
import { spell } from '../i18n/spell';
import type { CarDetail, Site } from '../domain/types';
import { emailUsForm, requestPhotosForm, reservationRequestForm } from './definitions/car-enquiry';
import { definitionContext, formCarOf, formSite, type FormPageData } from './page-data';
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
    initialValues: carLeadValues(car),
    emailUs: modal(emailUsForm(context)),
    requestPhotos: modal(requestPhotosForm(context)),
  };
}

/** The hidden values that tie a car form's lead to the car, its dealership and its location. */
function carLeadValues(car: CarDetail): FormValues {
  return {
    car_id: car.id,
    car_type: car.carType,
    stock_number: car.stocknum,
    make: car.make,
    model: car.model,
    dealership_slug: car.dealershipSlug,
    location_id: car.locationId,
  };
}

/** The checkout's reservation request (a whitelisted dealer without a payment provider), started with what the shopper's account knows. */
export function reservationRequestFormData(site: Site, car: CarDetail, known: FormValues = {}): FormPageData {
  const context = definitionContext(site, formCarOf(car));
  return {
    definition: spellDefinition(reservationRequestForm(context), site.locale),
    site: formSite(site, context.rules),
    initialValues: { ...known, ...carLeadValues(car) },
    car: context.car,
  };
}
