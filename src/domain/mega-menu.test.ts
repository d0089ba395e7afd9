import { describe, expect, it } from 'vitest';
import type { NavItem } from './site-config';
import { brandTiles, navEntry, needsMenuData, tractorRows, type MenuData, type NavEntry } from './mega-menu';

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
  tractors: [
    { value: 'John Deere 5075E', count: 3, href: '/search/used-cars?body=tractor&make_model=John%20Deere%205075E' },
    { value: 'Kubota M7060', count: 0, href: '/search/used-cars?body=tractor&make_model=Kubota%20M7060' },
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
      'dropdownMenus: each titled group is a column, after the flat links',
      {
        name: 'About',
        url: '/pages/about-us',
        dropdownItems: [link('Reviews', '/pages/reviews')],
        dropdownMenus: [
          { title: 'Our dealership', items: [{ name: 'About Us', url: '/pages/about-us' }, { name: 'Careers', url: '/pages/careers', target: '_blank' }] },
          { title: 'Talk to us', items: [{ name: 'Contact', url: '/contact' }] },
        ],
      },
      data,
      {
        kind: 'menu',
        label: 'About',
        links: [{ label: 'Reviews', href: '/pages/reviews' }],
        panels: [
          {
            kind: 'columns',
            columns: [
              { heading: 'Our dealership', links: [{ label: 'About Us', href: '/pages/about-us' }, { label: 'Careers', href: '/pages/careers', target: '_blank' }] },
              { heading: 'Talk to us', links: [{ label: 'Contact', href: '/contact' }] },
            ],
          },
        ],
      },
    ],
    [
      'dropdownMenus alone make a menu; a group with no links is not shown',
      { name: 'Help', dropdownMenus: [{ title: 'Empty', items: [] }, { title: 'Contact', items: [{ name: 'Email us', url: '/contact' }] }] },
      data,
      { kind: 'menu', label: 'Help', links: [], panels: [{ kind: 'columns', columns: [{ heading: 'Contact', links: [{ label: 'Email us', href: '/contact' }] }] }] },
    ],
    [
      'dropdownMenus beside a models dropdown: the models grid first, then the columns',
      {
        name: 'New',
        url: '/models',
        dynamicDropdown: 'models',
        dropdownMenus: [{ title: 'Offers', items: [{ name: 'Special Offers', url: '/special-offers' }] }],
      },
      { ...data, models: data.models.slice(0, 1) },
      {
        kind: 'menu',
        label: 'New',
        links: [],
        panels: [
          {
            kind: 'models',
            heading: { label: 'New', href: '/models' },
            models: [{ name: 'Corolla', href: '/models/corolla', imageUrl: '/m/corolla.svg', status: 'all_new', description: 'Small car.' }],
          },
          { kind: 'columns', columns: [{ heading: 'Offers', links: [{ label: 'Special Offers', href: '/special-offers' }] }] },
        ],
      },
    ],
    [
      'tractors: each tractor model in stock with its count, models without stock left out',
      link('Tractors', '/search/used-cars?body=tractor', { dynamicDropdown: 'tractors' }),
      data,
      {
        kind: 'menu',
        label: 'Tractors',
        links: [],
        panels: [
          {
            kind: 'tractors',
            heading: { label: 'Tractors', href: '/search/used-cars?body=tractor' },
            tractors: [{ value: 'John Deere 5075E', count: 3, href: '/search/used-cars?body=tractor&make_model=John%20Deere%205075E' }],
          },
        ],
      },
    ],
    [
      'tractors on a site with none in stock: the item is its plain link, no empty panel',
      link('Tractors', '/search/used-cars?body=tractor', { dynamicDropdown: 'tractors' }),
      { ...data, tractors: [] },
      { kind: 'menu', label: 'Tractors', links: [{ label: 'Tractors', href: '/search/used-cars?body=tractor' }], panels: [] },
    ],
    [
      'a tractors child with none in stock falls back to its link beside the others',
      { name: 'Farm', dropdownItems: [link('Tractors', '/search/used-cars?body=tractor', { dynamicDropdown: 'tractors' }), link('Parts', '/pages/parts')] },
      { ...data, tractors: [] },
      { kind: 'menu', label: 'Farm', links: [{ label: 'Tractors', href: '/search/used-cars?body=tractor' }, { label: 'Parts', href: '/pages/parts' }], panels: [] },
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
    // Titled columns are written in the site file: they read nothing from the catalogue or stock.
    [[{ name: 'About', dynamicDropdown: 'columns', dropdownItems: [{ name: 'Us', dropdownItems: [link('About', '/about')] }] }], false],
    [[{ name: 'About', dropdownMenus: [{ title: 'Us', items: [{ name: 'About', url: '/about' }] }] }], false],
  ] as Array<[NavItem[], boolean]>)('%j -> %s', (items, expected) => {
    expect(needsMenuData(items)).toBe(expected);
  });

  it.each([
    [[link('Tractors', '/t', { dynamicDropdown: 'tractors' })], true],
    [[{ name: 'Farm', dropdownItems: [link('Tractors', '/t', { dynamicDropdown: 'tractors' })] }], true],
    [[link('Stock', '/search', { dynamicDropdown: 'stock' })], false],
  ] as Array<[NavItem[], boolean]>)('tractors asked for by name: %j -> %s', (items, expected) => {
    expect(needsMenuData(items, 'tractors')).toBe(expected);
  });
});

describe('tractorRows', () => {
  it.each([
    ['no tractors in stock: no rows', {}, []],
    [
      'most first, then by name, each to the search for its body and model',
      { 'Kubota M7060': 1, 'John Deere 5075E': 2, 'Case IH Farmall 75C': 1 },
      [
        { value: 'John Deere 5075E', count: 2, href: '/search/used-cars?body=tractor&make_model=John%20Deere%205075E' },
        { value: 'Case IH Farmall 75C', count: 1, href: '/search/used-cars?body=tractor&make_model=Case%20IH%20Farmall%2075C' },
        { value: 'Kubota M7060', count: 1, href: '/search/used-cars?body=tractor&make_model=Kubota%20M7060' },
      ],
    ],
  ] as Array<[string, Record<string, number>, MenuData['tractors']]>)('%s', (_name, facet, expected) => {
    expect(tractorRows(facet, '/search/used-cars')).toEqual(expected);
  });
});
