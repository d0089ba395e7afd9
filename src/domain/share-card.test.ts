import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test-support/site-config';
import { carShareCard, carSharePath, requestedShareVersion, shareCardVersion, siteShareCard, siteSharePath } from './share-card';

const site = { name: 'Harbour Toyota', locale: 'en-AU' as const, config: siteConfig({ theme: { primary: '#eb0a1e', accent: '#ffd200', tagline: 'Sydney harbourside' } }) };
const hilux = { year: 2021, make: 'Toyota', model: 'HiLux', price: 45_990 };

describe('issue 26: the share picture (og:image) of a page and of a car', () => {
  it("draws a site's card from its name, tagline and colours, with ink that reads on them", () => {
    expect(siteShareCard(site)).toEqual({
      kicker: 'Sydney harbourside',
      heading: 'Harbour Toyota',
      price: null,
      background: '#eb0a1e',
      ink: '#ffffff',
      accent: '#ffd200',
      accentInk: '#111111',
    });
  });

  it.each<[string, number, string, string]>([
    ['a priced car shows its price', 45_990, 'en-AU', '$45,990'],
    ['a US car in dollars', 38_500, 'en-US', '$38,500'],
    ['a placeholder price of 10 is no price', 10, 'en-AU', 'Enquire for price'],
    ['a price of 0 is no price', 0, 'en-AU', 'Enquire for price'],
    ['a price of 11 is shown', 11, 'en-AU', '$11'],
  ])('%s', (_name, price, locale, shown) => {
    const card = carShareCard({ ...site, locale: locale as 'en-AU' | 'en-US' }, { ...hilux, price }, 'Enquire for price');
    expect(card.price).toBe(shown);
    expect(card.heading).toBe('2021 Toyota HiLux');
    expect(card.kicker).toBe('Harbour Toyota');
  });

  it('names the card by a version that changes with anything drawn, and only then', () => {
    const card = carShareCard(site, hilux, 'Enquire for price');
    expect(shareCardVersion(card)).toMatch(/^[0-9a-f]{8}$/);
    expect(shareCardVersion(carShareCard(site, hilux, 'Enquire for price'))).toBe(shareCardVersion(card));
    expect(shareCardVersion(carShareCard(site, { ...hilux, price: 44_990 }, 'Enquire for price'))).not.toBe(shareCardVersion(card));
    expect(shareCardVersion({ ...card, background: '#000000' })).not.toBe(shareCardVersion(card));
    expect(carSharePath('2021-toyota-hilux-abc123', card)).toBe(`/share/cars/2021-toyota-hilux-abc123/${shareCardVersion(card)}.png`);
    expect(siteSharePath(siteShareCard(site))).toMatch(/^\/share\/[0-9a-f]{8}\.png$/);
  });

  it.each<[string, string | null]>([
    ['0a1b2c3d.png', '0a1b2c3d'],
    ['0A1B2C3D.png', null],
    ['0a1b2c3.png', null],
    ['0a1b2c3d.svg', null],
    ['../0a1b2c3d.png', null],
    ['0a1b2c3d.png.png', null],
  ])('reads the version of the file name %j', (file, version) => {
    expect(requestedShareVersion(file)).toBe(version);
  });
});
