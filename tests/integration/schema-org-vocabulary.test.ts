import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '../support/schema-org';

describe('schemaOrgProblems (the checker the browser tests use)', () => {
  it.each([
    [{ '@context': 'https://schema.org', '@type': 'Car', name: 'x', vehicleIdentificationNumber: 'y', offers: { '@type': 'Offer', price: 1, priceCurrency: 'AUD' } }, []],
    [{ '@type': 'AutoDealer', address: { '@type': 'PostalAddress', postalCode: '2050' }, openingHours: 'Mo-Fr 09:00-17:00' }, []],
    [{ '@type': 'Automobile' }, ['$: @type "Automobile" is not a schema.org type']],
    [{ '@type': 'Car', colour: 'red' }, ['$: colour is not a property of Car']],
    [{ '@type': 'Car', offers: { '@type': 'Offer', odometer: 3 } }, ['$.offers: odometer is not a property of Offer']],
    [{ '@graph': [{ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, nme: 'x' }] }] }, ['$.@graph[0].itemListElement[0]: nme is not a property of ListItem']],
  ])('%j', (node, problems) => {
    expect(schemaOrgProblems(node)).toEqual(problems);
  });
});
