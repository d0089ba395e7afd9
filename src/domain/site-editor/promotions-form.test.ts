import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../site-config';
import { readPromotionsForm } from './promotions-form';

const PICTURE = 'Use a picture of the site starting with /, such as /media/offers/spring.jpg, or an address starting with https://.';
const LINK = 'Use a page of the site starting with /, such as /special-offers, or an address starting with https://.';

describe('banners and offers form', () => {
  it.each([
    { name: 'nothing written: no banners, no offers', fields: {}, homeBanners: [], offers: [], errors: {} },
    {
      name: 'a banner with every field and one with a picture and heading only, empty rows skipped, in row order',
      fields: {
        'banner.0.imageUrl': ' /media/locations/1.svg ',
        'banner.0.heading': 'Spring sale',
        'banner.0.text': 'Drive-away prices all month',
        'banner.0.url': '/special-offers',
        'banner.2.imageUrl': 'https://cdn.dealer.example/service.jpg',
        'banner.2.heading': 'Book a service',
      },
      homeBanners: [
        { imageUrl: '/media/locations/1.svg', heading: 'Spring sale', text: 'Drive-away prices all month', url: '/special-offers' },
        { imageUrl: 'https://cdn.dealer.example/service.jpg', heading: 'Book a service' },
      ],
      offers: [],
      errors: {},
    },
    {
      name: 'offers in row order, picture and link optional',
      fields: {
        'offer.0.heading': 'Free first service',
        'offer.0.text': 'On every car sold this month.',
        'offer.1.heading': 'Finance from 5.99%',
        'offer.1.text': 'Ask our finance manager.',
        'offer.1.imageUrl': '/media/cars/suv/white/1.svg',
        'offer.1.url': 'https://lender.example/apply',
      },
      homeBanners: [],
      offers: [
        { heading: 'Free first service', text: 'On every car sold this month.' },
        { heading: 'Finance from 5.99%', text: 'Ask our finance manager.', imageUrl: '/media/cars/suv/white/1.svg', url: 'https://lender.example/apply' },
      ],
      errors: {},
    },
    {
      name: 'a banner with no picture and no heading',
      fields: { 'banner.1.text': 'Words alone' },
      homeBanners: [{ imageUrl: '', heading: '', text: 'Words alone' }],
      offers: [],
      errors: {
        'banner.1.imageUrl': [`Give banner 2 a picture. ${PICTURE}`],
        'banner.1.heading': ['Write the heading of banner 2, or clear the whole banner to remove it.'],
      },
    },
    {
      name: 'a plain http picture, a //host link and words too long',
      fields: { 'banner.0.imageUrl': 'http://cdn.example/a.jpg', 'banner.0.heading': 'x'.repeat(81), 'banner.0.text': 'y'.repeat(201), 'banner.0.url': '//evil.example' },
      homeBanners: [{ imageUrl: 'http://cdn.example/a.jpg', heading: 'x'.repeat(81), text: 'y'.repeat(201), url: '//evil.example' }],
      offers: [],
      errors: {
        'banner.0.imageUrl': [PICTURE],
        'banner.0.heading': ['Keep the heading of banner 1 to 80 characters.'],
        'banner.0.text': ['Keep the words of banner 1 to 200 characters.'],
        'banner.0.url': [LINK],
      },
    },
    {
      name: 'an offer with a link but no words, and one over the limits with a javascript: picture',
      fields: { 'offer.0.url': '/special-offers', 'offer.1.heading': 'h'.repeat(121), 'offer.1.text': 't'.repeat(601), 'offer.1.imageUrl': 'javascript:alert(1)' },
      homeBanners: [],
      offers: [
        { heading: '', text: '', url: '/special-offers' },
        { heading: 'h'.repeat(121), text: 't'.repeat(601), imageUrl: 'javascript:alert(1)' },
      ],
      errors: {
        'offer.0.heading': ['Write the heading of offer 1, or clear the whole offer to remove it.'],
        'offer.0.text': ['Say what offer 1 is, in a sentence or two.'],
        'offer.1.heading': ['Keep the heading of offer 2 to 120 characters.'],
        'offer.1.text': ['Keep the words of offer 2 to 600 characters.'],
        'offer.1.imageUrl': [PICTURE],
      },
    },
    {
      name: "an offer's price (SPEC 3 offer_price) as a dealer types it",
      fields: { 'offer.0.heading': 'CX-5 runout', 'offer.0.text': 'Drive away today.', 'offer.0.offerPrice': '$39,990', 'offer.0.url': '/cars/2024-mazda-cx-5-abc123' },
      homeBanners: [],
      offers: [{ heading: 'CX-5 runout', text: 'Drive away today.', url: '/cars/2024-mazda-cx-5-abc123', offerPrice: 39_990 }],
      errors: {},
    },
    {
      name: 'a price of 10 or less, or not a price, is refused in plain words',
      fields: { 'offer.0.heading': 'A', 'offer.0.text': 'B', 'offer.0.offerPrice': '10', 'offer.1.heading': 'C', 'offer.1.text': 'D', 'offer.1.offerPrice': 'POA' },
      homeBanners: [],
      offers: [
        { heading: 'A', text: 'B' },
        { heading: 'C', text: 'D' },
      ],
      errors: {
        'offer.0.offerPrice': ['A price is shown only when it is over $10: leave it empty for an offer without a price.'],
        'offer.1.offerPrice': ['Write the price in dollars, such as 39990 or $39,990, or leave it empty.'],
      },
    },
    {
      name: 'a fifth banner and a ninth offer are not read',
      fields: { 'banner.4.heading': 'Sneaked in', 'offer.8.heading': 'Sneaked in' },
      homeBanners: [],
      offers: [],
      errors: {},
    },
  ])('$name', ({ fields, homeBanners, offers, errors }) => {
    const read = readPromotionsForm(fields);
    expect(read.value).toEqual({ homeBanners, offers });
    expect(read.errors).toEqual(errors);
  });

  it('what the form accepts, the site-file schema accepts', () => {
    const { value, errors } = readPromotionsForm({
      'banner.0.imageUrl': 'https://cdn.dealer.example/a.jpg',
      'banner.0.heading': 'Spring sale',
      'offer.0.heading': 'Free first service',
      'offer.0.text': 'On every car.',
      'offer.0.url': '/contact',
      'offer.0.offerPrice': '24995.50',
    });
    expect(errors).toEqual({});
    const config = { theme: { primary: '#112233', accent: '#445566' }, navigation: { header: [], footer: [] }, content: value };
    expect(siteConfigSchema.parse(config).content).toMatchObject(value);
  });
});
