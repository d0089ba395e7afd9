import { describe, expect, it } from 'vitest';
import type { NavItem } from '../site-config';
import { editedParts, readMenuForm } from './menus-form';

const LINK = 'Use a page of the site starting with /, such as /special-offers, or an address starting with https://.';

const current: NavItem[] = [
  { name: 'New', url: '/search/new-cars', className: 'nav-new', dropdownItems: [{ name: 'Models', url: '/models', dynamicDropdown: 'models', className: 'grid' }] },
  { name: 'Specials', url: '/special-offers', target: '_self' },
  {
    name: 'Browse',
    dynamicDropdown: 'columns',
    dropdownItems: [{ name: 'By budget', dropdownItems: [{ name: 'Under $20k', url: '/search/used-cars?price=0-20000' }] }],
  },
];

describe('menu form', () => {
  it.each([
    {
      name: 'items in the order posted, with className kept; a columns item’s columns saved as titled groups',
      list: 'header' as const,
      fields: {
        'header.0.name': 'Browse all',
        'header.0.from': '2',
        'header.0.dynamic': '',
        'header.0.group.0.title': 'By budget',
        'header.0.group.0.link.0.name': 'Under $20k',
        'header.0.group.0.link.0.url': '/search/used-cars?price=0-20000',
        'header.1.name': ' New cars ',
        'header.1.url': '/search/new-cars',
        'header.1.from': '0',
        'header.1.mobileOpen': 'on',
        'header.1.sub.0.name': 'Models',
        'header.1.sub.0.url': '/models',
        'header.1.sub.0.dynamic': 'models',
        'header.1.sub.0.from': '0',
        'header.1.sub.1.name': 'Reviews',
        'header.1.sub.1.url': 'https://reviews.example.com',
        'header.1.sub.1.newTab': 'on',
        'header.1.sub.1.from': '',
      },
      value: [
        { name: 'Browse all', dropdownMenus: [{ title: 'By budget', items: [{ name: 'Under $20k', url: '/search/used-cars?price=0-20000' }] }] },
        {
          name: 'New cars',
          url: '/search/new-cars',
          className: 'nav-new',
          mobileOpen: true,
          dropdownItems: [
            { name: 'Models', url: '/models', dynamicDropdown: 'models', className: 'grid' },
            { name: 'Reviews', url: 'https://reviews.example.com', target: '_blank' },
          ],
        },
      ],
      errors: {},
    },
    {
      name: 'a new item, a kept same-tab target, an emptied dropdown and dynamic choice taken off',
      list: 'header' as const,
      fields: {
        'header.0.name': 'Specials',
        'header.0.url': '/special-offers',
        'header.0.from': '1',
        'header.1.name': 'New',
        'header.1.url': '/search/new-cars',
        'header.1.from': '0',
        'header.1.dynamic': '',
        'header.1.sub.0.name': '',
        'header.1.sub.0.url': '',
        'header.1.sub.0.from': '0',
        'header.2.name': 'Blog',
        'header.2.url': '/news',
        'header.2.newTab': 'on',
        'header.3.name': '',
        'header.3.url': '',
      },
      value: [
        { name: 'Specials', url: '/special-offers', target: '_self' },
        { name: 'New', url: '/search/new-cars', className: 'nav-new' },
        { name: 'Blog', url: '/news', target: '_blank' },
      ],
      errors: {},
    },
    {
      name: '"open on phones" only where there is a dropdown to open',
      list: 'header' as const,
      fields: { 'header.0.name': 'Finance', 'header.0.url': '/finance', 'header.0.mobileOpen': 'on' },
      value: [{ name: 'Finance', url: '/finance' }],
      errors: {},
    },
    {
      name: 'an empty header is refused in the SPEC’s words',
      list: 'header' as const,
      fields: { 'header.0.name': '', 'header.0.url': '', 'header.0.from': '0' },
      value: [],
      errors: { header: ['Cannot run without navigation: keep at least one item in the header menu.'] },
    },
    {
      name: 'an empty footer likewise',
      list: 'footer' as const,
      fields: {},
      value: [],
      errors: { footer: ['Cannot run without navigation: keep at least one item in the footer menu.'] },
    },
    {
      name: 'bad links, a missing label, a link with nowhere to go, a label too long, a made-up dropdown',
      list: 'header' as const,
      fields: {
        'header.0.name': 'Sale',
        'header.0.url': 'http://example.com/sale',
        'header.1.name': '',
        'header.1.url': '/finance',
        'header.2.name': 'Nowhere',
        'header.3.name': 'x'.repeat(61),
        'header.3.url': '/x',
        'header.4.name': 'Odd',
        'header.4.dynamic': 'boats',
        'header.4.sub.0.name': 'Parts',
        'header.4.sub.0.url': '//evil.example.com',
        'header.4.sub.1.name': 'Loose',
      },
      value: [
        { name: 'Sale', url: 'http://example.com/sale' },
        { name: '', url: '/finance' },
        { name: 'Nowhere' },
        { name: 'x'.repeat(61), url: '/x' },
        { name: 'Odd', dynamicDropdown: 'boats' as never, dropdownItems: [{ name: 'Parts', url: '//evil.example.com' }, { name: 'Loose' }] },
      ],
      errors: {
        'header.0.url': [LINK],
        'header.1.name': ['Write the label of this item, or remove it.'],
        'header.2.url': ['Write where this item goes, or give it links in a dropdown.'],
        'header.3.name': ['Keep the label to 60 characters.'],
        'header.4.dynamic': ['Choose what the dropdown shows from the list.'],
        'header.4.sub.0.url': [LINK],
        'header.4.sub.1.url': ['Write where this link goes, or remove it.'],
      },
    },
    {
      name: 'the footer has no dynamic dropdowns or phone choice to post: the draft’s stay',
      list: 'footer' as const,
      fields: { 'footer.0.name': 'New', 'footer.0.from': '0', 'footer.0.dynamic': 'brands', 'footer.0.mobileOpen': 'on', 'footer.0.sub.0.name': 'Models', 'footer.0.sub.0.url': '/models', 'footer.0.sub.0.from': '0' },
      current: [{ name: 'New', url: '/search/new-cars', mobileOpen: true, dropdownItems: [{ name: 'Models', url: '/m', dynamicDropdown: 'models' }] }] as NavItem[],
      value: [{ name: 'New', mobileOpen: true, dropdownItems: [{ name: 'Models', url: '/models', dynamicDropdown: 'models' }] }],
      errors: {},
    },
    {
      name: 'groups: headings and links edited, added, moved and removed, in the order posted; empty rows not used',
      list: 'header' as const,
      current: [{ name: 'About', dropdownMenus: [{ title: 'Us', items: [{ name: 'About', url: '/about' }] }, { title: 'Gone', items: [{ name: 'Old', url: '/old' }] }] }] as NavItem[],
      fields: {
        'header.0.name': 'About',
        'header.0.from': '0',
        'header.0.mobileOpen': 'on',
        'header.0.group.0.title': ' Talk to us ',
        'header.0.group.0.link.0.name': 'Contact',
        'header.0.group.0.link.0.url': '/contact',
        'header.0.group.0.link.1.name': '',
        'header.0.group.0.link.1.url': '',
        'header.0.group.1.title': 'Our dealership',
        'header.0.group.1.link.0.name': 'Careers',
        'header.0.group.1.link.0.url': 'https://jobs.example.com',
        'header.0.group.1.link.0.newTab': 'on',
        'header.0.group.1.link.1.name': 'About Us',
        'header.0.group.1.link.1.url': '/about',
        'header.0.group.2.title': '',
      },
      value: [
        {
          name: 'About',
          mobileOpen: true,
          dropdownMenus: [
            { title: 'Talk to us', items: [{ name: 'Contact', url: '/contact' }] },
            { title: 'Our dealership', items: [{ name: 'Careers', url: 'https://jobs.example.com', target: '_blank' }, { name: 'About Us', url: '/about' }] },
          ],
        },
      ],
      errors: {},
    },
    {
      name: 'groups checked by the same rules as links: heading, words, where it goes, at least one link',
      list: 'header' as const,
      fields: {
        'header.0.name': 'About',
        'header.0.group.0.title': '',
        'header.0.group.0.link.0.name': 'Contact',
        'header.0.group.0.link.0.url': '/contact',
        'header.0.group.1.title': 'Empty',
        'header.0.group.2.title': 'y'.repeat(61),
        'header.0.group.2.link.0.name': '',
        'header.0.group.2.link.0.url': '/x',
        'header.0.group.2.link.1.name': 'Nowhere',
        'header.0.group.2.link.2.name': 'Odd',
        'header.0.group.2.link.2.url': 'javascript:alert(1)',
      },
      value: [
        {
          name: 'About',
          dropdownMenus: [
            { title: '', items: [{ name: 'Contact', url: '/contact' }] },
            { title: 'Empty', items: [] },
            { title: 'y'.repeat(61), items: [{ name: '', url: '/x' }, { name: 'Nowhere', url: '' }, { name: 'Odd', url: 'javascript:alert(1)' }] },
          ],
        },
      ],
      errors: {
        'header.0.group.0.title': ['Write the heading of this group, or remove it.'],
        'header.0.group.1.links': ['Give this group at least one link, or remove it.'],
        'header.0.group.2.title': ['Keep the heading to 60 characters.'],
        'header.0.group.2.link.0.name': ['Write the words of this link, or remove it.'],
        'header.0.group.2.link.1.url': ['Write where this link goes, or remove it.'],
        'header.0.group.2.link.2.url': [LINK],
      },
    },
    {
      name: 'an item whose only dropdown is its groups needs no link of its own; removing them all asks for one',
      list: 'header' as const,
      current: [{ name: 'About', dropdownMenus: [{ title: 'Us', items: [{ name: 'About', url: '/about' }] }] }] as NavItem[],
      fields: { 'header.0.name': 'About', 'header.0.from': '0', 'header.0.group.0.title': '', 'header.0.group.0.link.0.name': '', 'header.0.group.0.link.0.url': '' },
      value: [{ name: 'About' }],
      errors: { 'header.0.url': ['Write where this item goes, or give it links in a dropdown.'] },
    },
    {
      name: 'the tractors dropdown is offered by its value',
      list: 'header' as const,
      fields: { 'header.0.name': 'Tractors', 'header.0.url': '/search/used-cars?body=tractor', 'header.0.dynamic': 'tractors' },
      value: [{ name: 'Tractors', url: '/search/used-cars?body=tractor', dynamicDropdown: 'tractors' }],
      errors: {},
    },
    {
      name: 'more than 6 groups, and a group of more than 12 links',
      list: 'header' as const,
      fields: {
        'header.0.name': 'Big',
        ...Object.fromEntries(Array.from({ length: 7 }, (_, g) => [`header.0.group.${g}.title`, `G${g}`])),
        ...Object.fromEntries(Array.from({ length: 7 }, (_, g) => [`header.0.group.${g}.link.0.name`, 'L'])),
        ...Object.fromEntries(Array.from({ length: 7 }, (_, g) => [`header.0.group.${g}.link.0.url`, '/l'])),
        ...Object.fromEntries(Array.from({ length: 13 }, (_, k) => [`header.0.group.0.link.${k + 1}.name`, `M${k}`])),
        ...Object.fromEntries(Array.from({ length: 13 }, (_, k) => [`header.0.group.0.link.${k + 1}.url`, `/m${k}`])),
      },
      value: [
        {
          name: 'Big',
          dropdownMenus: [
            { title: 'G0', items: [{ name: 'L', url: '/l' }, ...Array.from({ length: 11 }, (_, k) => ({ name: `M${k}`, url: `/m${k}` }))] },
            ...Array.from({ length: 5 }, (_, g) => ({ title: `G${g + 1}`, items: [{ name: 'L', url: '/l' }] })),
          ],
        },
      ],
      errors: { 'header.0.groups': ['Keep an item to 6 groups.'], 'header.0.group.0.links': ['Keep a group to 12 links.'] },
    },
    {
      name: 'a from that is not a place in the draft makes a new item',
      list: 'header' as const,
      fields: { 'header.0.name': 'Service', 'header.0.url': '/service', 'header.0.from': '9' },
      value: [{ name: 'Service', url: '/service' }],
      errors: {},
    },
    {
      name: 'more than 20 items',
      list: 'header' as const,
      fields: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`header.${i}.name`, `Item ${i}`]).concat(Array.from({ length: 21 }, (_, i) => [`header.${i}.url`, `/p${i}`]))),
      value: Array.from({ length: 20 }, (_, i) => ({ name: `Item ${i}`, url: `/p${i}` })),
      errors: { header: ['Keep the header menu to 20 items.'] },
    },
  ])('$name', ({ list, fields, value, errors, ...rest }) => {
    const read = readMenuForm(fields, list, ('current' in rest && rest.current) || current);
    expect(read.value).toEqual(value);
    expect(read.errors).toEqual(errors);
  });
});

describe('what the form shows of an item', () => {
  it.each([
    {
      name: 'plain links and groups as they are, each link with its place in the draft',
      item: { name: 'About', dynamicDropdown: 'models', dropdownItems: [{ name: 'A', url: '/a' }], dropdownMenus: [{ title: 'G', items: [{ name: 'B', url: '/b' }] }] } as NavItem,
      parts: { links: [{ link: { name: 'A', url: '/a' }, from: 0 }], groups: [{ title: 'G', items: [{ name: 'B', url: '/b' }] }], dynamic: 'models' },
    },
    {
      name: 'a columns item: columns become groups, a loose child stays a link with its own place, no dynamic choice',
      item: {
        name: 'About',
        dynamicDropdown: 'columns',
        dropdownItems: [
          { name: 'Loose', url: '/loose' },
          { name: 'Us', url: '/us', dropdownItems: [{ name: 'About', url: '/about', target: '_blank' }, { name: 'No link' }] },
        ],
        dropdownMenus: [{ title: 'More', items: [{ name: 'C', url: '/c' }] }],
      } as NavItem,
      parts: {
        links: [{ link: { name: 'Loose', url: '/loose' }, from: 0 }],
        groups: [
          { title: 'Us', items: [{ name: 'About', url: '/about', target: '_blank' }, { name: 'No link', url: '' }] },
          { title: 'More', items: [{ name: 'C', url: '/c' }] },
        ],
        dynamic: '',
      },
    },
  ])('$name', ({ item, parts }) => {
    expect(editedParts(item, 'header')).toEqual(parts);
  });

  it('a footer item is shown as it is: the footer form has no groups to post a column into', () => {
    const item: NavItem = { name: 'About', dynamicDropdown: 'columns', dropdownItems: [{ name: 'Us', dropdownItems: [{ name: 'About', url: '/about' }] }] };
    expect(editedParts(item, 'footer')).toEqual({ links: [{ link: item.dropdownItems![0], from: 0 }], groups: [], dynamic: 'columns' });
  });
});
