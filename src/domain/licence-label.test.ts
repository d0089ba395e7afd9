import { describe, expect, it } from 'vitest';
import { carriesOwnLabel, labelledLicence, labelledLicences } from './licence-label';

describe('labelledLicence', () => {
  it.each([
    ['DL', '343054', 'DL 343054'],
    ['CL', 'DL60460', 'DL60460'],
    ['DL', 'LMCT 44977', 'LMCT 44977'],
    ['DL', 'LMCT  44977 ', 'LMCT 44977'],
    ['MVR', 'MVRL25277', 'MVRL25277'],
    ['MVR', '25277', 'MVR 25277'],
    ['DL', 'MD96540', 'MD96540'],
    ['DL', 'm59300', 'm59300'],
    ['CL', ' 12345', 'CL 12345'],
    ['DL', '', ''],
    ['DL', '   ', ''],
  ])('%s + %j -> %j', (label, number, shown) => {
    expect(labelledLicence(label, number)).toBe(shown);
  });

  it('lists each licence once, labelled, skipping blanks', () => {
    expect(labelledLicences('DL', ['LMCT 44977', null, '343054', 'LMCT 44977', '', undefined, '343054'])).toEqual(['LMCT 44977', 'DL 343054']);
  });

  it.each([
    ['MVRL25277', true],
    ['LMCT 44977', true],
    [' 25277', false],
    ['25277', false],
  ])('%j carries its own label: %s', (number, own) => {
    expect(carriesOwnLabel(number)).toBe(own);
  });
});
