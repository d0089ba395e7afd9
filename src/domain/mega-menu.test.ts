import { describe, expect, it } from 'vitest';
import type { NavItem } from './site-config';
import { brandTiles, navEntry, needsMenuData, type MenuData, type NavEntry } from './mega-menu';

const data: MenuData = {
  models: [
    { name: 'Corolla', slug: 'corolla', status: 'all_new', imageUrl: '/m/corolla.svg', shortDescription: 'Small car.', overrideUrl: null },
    { name: 'bZ4X', slug: 'bz4x', status: 'coming_soon', imageUrl: null, shortDescription: null, overrideUrl: '/electric-cars' },
    { name: 'HiLux', slug: 'hilux', status: null, imageUrl: null, shortDescription: 'Ute.', overrideUrl: null },
  ],
  brands: [
    { name: 'Mazda', slug: 'mazda', logoUrl: '/media/logos/mazda.svg' },
    { name: 'Kia', slug: 'kia', logoUrl: '/media/logos/kia.svg' },
    { name: 'Hyundai', slug: 'hyundai', logoUrl: null },
  ],
  bodies: [
    { value: 'suv', count: 12, href: '/search/suv' },
    { value: 'van', count: 0, href: '/search/used-cars?body=van' },
  ],
  carTypes: [
    { value: 'new', count: 4, href: '/search/new-cars' },
    { value: 'demo', count: 0, href: '/search/demo-cars' },
    { value: 'used', count: 9, href: '/search/used-cars' },
  ],
  brandTiles: { hide: [], replace: {}, extra: [] },
};

const link = (name: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({ name, url, ...extra });

describe('navEntry', () => {
  const cases: Array<[string, NavItem, MenuData, NavEntry]> = [
    ['a plain link', link('Contact', '/contact'), data, { kind: 'link', link: { label: 'Contact', href: '/contact' } }],
    [
      'a dropdown of links',
      { name: 'Finance', url: '/finance', dropdownItems: [link('Apply', '/apply-for-finance')] },
      data,
      { kind: 'menu', label: 'Finance', links: [{ label: 'Apply', href: '/apply-for-finance' }], panels: [] },
    ],
    [
      'a models child becomes the models grid with status labels and cut descriptions',
      { name: 'New', url: '/search/new-cars', dropdownItems: [link('All New', '/search/new-cars'), link('Models', '/models?body=all', { dynamicDropdown: 'models' })] },
      data,
      {
        kind: 'menu',
        label: 'New',
        links: [{ label: 'All New', href: '/search/new-cars' }],
        panels: [
          {
            kind: 'models',
            heading: { label: 'Models', href: '/models?body=all' },
            models: [
              { name: 'Corolla', href: '/models/corolla', imageUrl: '/m/corolla.svg', status: 'all_new', description: 'Small car.' },
              { name: 'bZ4X', href: '/electric-cars', imageUrl: null, status: 'coming_soon', description: '' },
              { name: 'HiLux', href: '/models/hilux', imageUrl: null, status: null, description: 'Ute.' },
            ],
          },
        ],
      },
    ],
    [
      'mobileOpen: the phone menu shows the dropdown open',
      { name: 'Finance', dropdownItems: [link('Apply', '/apply-for-finance')], mobileOpen: true },
      data,
      { kind: 'menu', label: 'Finance', links: [{ label: 'Apply', href: '/apply-for-finance' }], panels: [], mobileOpen: true },
    ],
    [
      'a models child with no models falls back to its link',
      { name: 'New', dropdownItems: [link('Models', '/models?body=all', { dynamicDropdown: 'models' })] },
      { ...data, models: [] },
      { kind: 'menu', label: 'New', links: [{ label: 'Models', href: '/models?body=all' }], panels: [] },
    ],
    [
      'the item itself as a stock dropdown, empty car types left out',
      link('Stock', '/search/new-used-and-demo-cars', { dynamicDropdown: 'stock' }),
      data,
      {
        kind: 'menu',
        label: 'Stock',
        links: [],
        panels: [
          {
            kind: 'stock',
            heading: { label: 'Stock', href: '/search/new-used-and-demo-cars' },
            carTypes: [
              { value: 'new', count: 4, href: '/search/new-cars' },
              { value: 'used', count: 9, href: '/search/used-cars' },
            ],
          },
        ],
      },
    ],
    [
      'bodies without stock left out',
      { name: 'Used', dropdownItems: [link('By body', '/search/used-cars', { dynamicDropdown: 'bodies' })] },
      data,
      {
        kind: 'menu',
        label: 'Used',
        links: [],
        panels: [{ kind: 'bodies', heading: { label: 'By body', href: '/search/used-cars' }, bodies: [{ value: 'suv', count: 12, href: '/search/suv' }] }],
      },
    ],
    [
      'columns: each child with links is a column',
      {
        name: 'About',
        dynamicDropdown: 'columns',
        dropdownItems: [
          { name: 'Company', dropdownItems: [link('About Us', '/pages/about-us')] },
          { name: 'Help', dropdownItems: [link('Contact', '/contact'), link('FAQ', '/pages/faq', { target: '_blank' })] },
          link('Loose', '/loose'),
        ],
      },
      data,
      {
        kind: 'menu',
        label: 'About',
        links: [],
        panels: [
          {
            kind: 'columns',
            columns: [
              { heading: 'Company', links: [{ label: 'About Us', href: '/pages/about-us' }] },
              { heading: 'Help', links: [{ label: 'Contact', href: '/contact' }, { label: 'FAQ', href: '/pages/faq', target: '_blank' }] },
            ],
          },
        ],
      },
    ],
    [
      'a brands dropdown with nothing in stock and no url is a link to #',
      { name: 'Brands', dynamicDropdown: 'brands' },
      { ...data, brands: [] },
      { kind: 'link', link: { label: 'Brands', href: '#' } },
    ],
  ];
  it.each(cases)('%s', (_name, item, menuData, expected) => {
    expect(navEntry(item, menuData)).toEqual(expected);
  });
});

describe('brandTiles', () => {
  const cases: Array<[string, MenuData['brandTiles'], Array<[string, string, string | null]>]> = [
    [
      'in-stock brands link to their search',
      { hide: [], replace: {}, extra: [] },
      [
        ['Mazda', '/search/mazda', '/media/logos/mazda.svg'],
        ['Kia', '/search/kia', '/media/logos/kia.svg'],
        ['Hyundai', '/search/hyundai', null],
      ],
    ],
    [
      'hidden, replaced and extra tiles',
      { hide: ['KIA'], replace: { mazda: { name: 'Summit Mazda', url: 'https://summitmazda.example' } }, extra: [{ name: 'Used Cars', url: '/search/used-cars' }] },
      [
        ['Summit Mazda', 'https://summitmazda.example', '/media/logos/mazda.svg'],
        ['Hyundai', '/search/hyundai', null],
        ['Used Cars', '/search/used-cars', null],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, rules, expected) => {
    expect(brandTiles(data.brands, rules).map((t) => [t.name, t.href, t.logoUrl])).toEqual(expected);
  });
});

describe('needsMenuData', () => {
  it.each([
    [[link('Contact', '/contact')], false],
    [[{ name: 'New', dropdownItems: [link('Models', '/models', { dynamicDropdown: 'models' as const })] }], true],
    [[link('Stock', '/search', { dynamicDropdown: 'stock' })], true],
  ] as Array<[NavItem[], boolean]>)('%j -> %s', (items, expected) => {
    expect(needsMenuData(items)).toBe(expected);
  });
});
