import { describe, expect, it } from 'vitest';
import { DEALER_BANNER_MESSAGE, GA_MESSAGE, GTM_MESSAGE } from '../tracking';
import { checkSitePhone, readHomeForm, readIdentityForm, readPageForm, readThemeForm, readTrackingForm, textMode } from './section-forms';

describe('home-page texts', () => {
  it.each([
    { name: 'all off: no claim appears', fields: { 'heroHeading.mode': 'off', 'serviceBlock.mode': 'off', 'certifiedBlock.mode': 'off' }, home: {}, errors: {} },
    {
      name: 'own words and the standard service block',
      fields: { 'heroHeading.mode': 'own', 'heroHeading.text': 'Kia in Bayside', 'serviceBlock.mode': 'standard', 'certifiedBlock.mode': 'off' },
      home: { heroHeading: 'Kia in Bayside', serviceBlock: 'standard' },
      errors: {},
    },
    {
      name: 'an own block without its text',
      fields: { 'certifiedBlock.mode': 'own', 'certifiedBlock.heading': 'Checked cars', 'certifiedBlock.text': '' },
      home: { certifiedBlock: { heading: 'Checked cars', text: '' } },
      errors: { 'certifiedBlock.text': ['Write the certified block text (up to 400 characters), or turn the block off.'] },
    },
    {
      name: 'an own heading left empty',
      fields: { 'heroHeading.mode': 'own', 'heroHeading.text': '  ' },
      home: { heroHeading: '' },
      errors: { 'heroHeading.text': ['Write the heading (up to 120 characters), or choose the site name.'] },
    },
  ])('$name', ({ fields, home, errors }) => {
    const read = readHomeForm(fields);
    expect(read.value.home).toEqual(home);
    expect(read.errors).toEqual(errors);
  });

  it.each([
    [undefined, 'off'],
    ['standard', 'standard'],
    ['Our words', 'own'],
  ] as const)('textMode(%j) is %s', (value, mode) => expect(textMode(value)).toBe(mode));
});

describe('phones by the site’s locale', () => {
  it.each([
    ['03 9000 1000', 'en-AU', true],
    ['0412 345 678', 'en-AU', true],
    ['039000100', 'en-AU', false],
    ['(212) 555-0123', 'en-US', true],
    ['03 9000 1000', 'en-US', false],
    ['', 'en-AU', true],
  ] as const)('%s in %s: %s', (phone, locale, ok) => {
    expect(checkSitePhone(phone, locale) === null).toBe(ok);
  });

  it('names the location field that is wrong', () => {
    const read = readIdentityForm({ name: 'Harbour Toyota', phone: '03 9000 1000', 'location.sales.phone': '123', 'location.sales.email': 'sales at harbour' }, 'en-AU', ['sales']);
    expect(Object.keys(read.errors)).toEqual(['location.sales.phone', 'location.sales.email']);
  });
});

describe('theme and pages', () => {
  it('needs two #rrggbb colours', () => {
    expect(readThemeForm({ primary: '#112233', accent: 'blue' }).errors).toEqual({ accent: ['Choose the accent colour.'] });
  });

  it.each([
    { fields: { kind: 'page', slug: 'About Us', title: 'About' }, errors: ['slug'] },
    { fields: { kind: 'page', slug: 'about-us', title: '' }, errors: ['title'] },
    { fields: { kind: 'news', slug: 'sale', title: 'Sale' }, errors: ['publishedAt'] },
    { fields: { kind: 'page', slug: 'finance', title: 'Finance' }, errors: ['slug'] },
    { fields: { kind: 'page', slug: 'about-us', title: 'About us', body: '# Hello' }, errors: [] },
  ])('page $fields.slug', ({ fields, errors }) => {
    const others = [{ kind: 'page' as const, slug: 'finance', title: 'F', description: '', body: '' }];
    expect(Object.keys(readPageForm(fields, others).errors)).toEqual(errors);
  });
});

describe('tracking tags', () => {
  it.each([
    { name: 'both empty: no tag', fields: { gtmContainerId: '', gaMeasurementId: '' }, value: {}, errors: {} },
    { name: 'a container, spaces trimmed', fields: { gtmContainerId: ' GTM-AB12CD3 ', gaMeasurementId: '' }, value: { gtmContainerId: 'GTM-AB12CD3' }, errors: {} },
    { name: 'both ids', fields: { gtmContainerId: 'GTM-AB12CD3', gaMeasurementId: 'G-AB12CD34EF' }, value: { gtmContainerId: 'GTM-AB12CD3', gaMeasurementId: 'G-AB12CD34EF' }, errors: {} },
    { name: 'a malformed container', fields: { gtmContainerId: 'GTM 1234', gaMeasurementId: '' }, value: {}, errors: { gtmContainerId: [GTM_MESSAGE] } },
    { name: 'both malformed', fields: { gtmContainerId: 'gtm-ab12cd3', gaMeasurementId: 'UA-1234-5' }, value: {}, errors: { gtmContainerId: [GTM_MESSAGE], gaMeasurementId: [GA_MESSAGE] } },
    {
      name: 'a dealer banner script',
      fields: { gtmContainerId: '', gaMeasurementId: '', dealerBannerScriptUrl: ' https://banners.example.com/dealer.js ' },
      value: { dealerBannerScriptUrl: 'https://banners.example.com/dealer.js' },
      errors: {},
    },
    {
      name: 'a banner script over http',
      fields: { gtmContainerId: '', gaMeasurementId: '', dealerBannerScriptUrl: 'http://banners.example.com/dealer.js' },
      value: {},
      errors: { dealerBannerScriptUrl: [DEALER_BANNER_MESSAGE] },
    },
  ])('$name', ({ fields, value, errors }) => {
    const read = readTrackingForm(fields);
    expect(read.value).toEqual(value);
    expect(read.errors).toEqual(errors);
  });
});
