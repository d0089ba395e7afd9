import type { CatalogueModel } from '../domain/catalogue';
import type { Locale } from '../domain/site-config';
import { spell } from './spell';

/** Catalogue models are shared by every site; their blurbs read in the site's words (a US ute is a pickup). */
export function modelsInLocale(models: readonly CatalogueModel[], locale: Locale): CatalogueModel[] {
  return models.map((model) => (model.shortDescription ? { ...model, shortDescription: spell(model.shortDescription, locale) } : model));
}
