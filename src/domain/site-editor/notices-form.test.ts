import { describe, expect, it } from 'vitest';
import { isNoticeLink, readNoticesForm } from './notices-form';

describe('notices form', () => {
  it.each([
    { name: 'nothing written: no bars, no closing line', fields: {}, bars: [], bottomNote: undefined, errors: {} },
    {
      name: 'a bar with a page link and one without, empty rows skipped',
      fields: { 'bar.0.text': ' Closed Monday for stocktake ', 'bar.1.text': '', 'bar.1.url': '', 'bar.2.text': 'Spring sale', 'bar.2.url': '/special-offers' },
      bars: [{ text: 'Closed Monday for stocktake' }, { text: 'Spring sale', url: '/special-offers' }],
      bottomNote: undefined,
      errors: {},
    },
    {
      name: 'an https link elsewhere and a closing line',
      fields: { 'bar.0.text': 'Read our reviews', 'bar.0.url': 'https://reviews.example.com/harbour', bottomNote: 'Prices exclude on-road costs.' },
      bars: [{ text: 'Read our reviews', url: 'https://reviews.example.com/harbour' }],
      bottomNote: 'Prices exclude on-road costs.',
      errors: {},
    },
    {
      name: 'a link without words',
      fields: { 'bar.1.url': '/special-offers' },
      bars: [{ text: '', url: '/special-offers' }],
      bottomNote: undefined,
      errors: { 'bar.1.text': ['Write the words of notice 2, or clear its link to remove it.'] },
    },
    {
      name: 'a plain http link',
      fields: { 'bar.0.text': 'Sale', 'bar.0.url': 'http://example.com/sale' },
      bars: [{ text: 'Sale', url: 'http://example.com/sale' }],
      bottomNote: undefined,
      errors: { 'bar.0.url': ['Use a page of the site starting with /, such as /special-offers, or an address starting with https://.'] },
    },
    {
      name: 'words over 200 characters and a closing line over 600',
      fields: { 'bar.0.text': 'x'.repeat(201), bottomNote: 'y'.repeat(601) },
      bars: [{ text: 'x'.repeat(201) }],
      bottomNote: 'y'.repeat(601),
      errors: { 'bar.0.text': ['Keep notice 1 to 200 characters.'], bottomNote: ['Keep the closing line to 600 characters.'] },
    },
    {
      name: 'a fourth row is not read',
      fields: { 'bar.3.text': 'Sneaked in' },
      bars: [],
      bottomNote: undefined,
      errors: {},
    },
  ])('$name', ({ fields, bars, bottomNote, errors }) => {
    const read = readNoticesForm(fields);
    expect(read.value).toEqual({ bars, bottomNote });
    expect(read.errors).toEqual(errors);
  });

  it.each([
    ['/special-offers', true],
    ['/cars?make=Toyota', true],
    ['https://example.com', true],
    ['//evil.example.com', false],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['special-offers', false],
    ['https://', false],
    ['/two words', false],
  ] as const)('%s is a link: %s', (value, ok) => expect(isNoticeLink(value)).toBe(ok));
});
