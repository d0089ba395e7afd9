import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config';

const base = { theme: { primary: '#123456', accent: '#abcdef' }, navigation: { header: [], footer: [] } };

describe("SPEC 8 'Cannot run without navigation'", () => {
  it.each([
    ['no navigation at all', { navigation: undefined }, ['navigation']],
    ['header navigation that is not a list', { navigation: { header: { name: 'Home' }, footer: [] } }, ['navigation', 'header']],
    ['no footer navigation', { navigation: { header: [] } }, ['navigation', 'footer']],
  ])('%s is refused in the spec words', (_name, over, path) => {
    const result = siteConfigSchema.safeParse({ ...base, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toContainEqual([path, 'Cannot run without navigation']);
  });

  it('empty lists are navigation enough', () => {
    expect(siteConfigSchema.safeParse(base).success).toBe(true);
  });
});

describe('SPEC 3 navigation item: dropdownMenus and the tractors dropdown', () => {
  const header = (item: unknown) => ({ ...base, navigation: { header: [item], footer: [] } });
  const groups = (dropdownMenus: unknown) => header({ name: 'About', dropdownMenus });

  it.each([
    ['titled groups of links', groups([{ title: 'Us', items: [{ name: 'About', url: '/about' }, { name: 'Blog', url: 'https://blog.example.com', target: '_blank' }] }])],
    ['groups beside flat links and a dynamic dropdown', header({ name: 'New', url: '/models', dynamicDropdown: 'models', dropdownItems: [{ name: 'Offers', url: '/offers' }], dropdownMenus: [{ title: 'More', items: [{ name: 'Fleet', url: '/fleet' }] }] })],
    ['the tractors dynamic dropdown', header({ name: 'Tractors', url: '/search/used-cars?body=tractor', dynamicDropdown: 'tractors' })],
    ['the whole SPEC list of dynamic dropdowns', { ...base, navigation: { header: ['models', 'tractors', 'stock', 'brands', 'bodies', 'columns'].map((d) => ({ name: d, dynamicDropdown: d })), footer: [] } }],
  ])('%s are accepted', (_name, config) => {
    expect(siteConfigSchema.safeParse(config).error?.issues).toBeUndefined();
  });

  it.each([
    ['a group with no title', groups([{ title: '', items: [{ name: 'About', url: '/about' }] }]), ['navigation', 'header', 0, 'dropdownMenus', 0, 'title']],
    ['a group with no links', groups([{ title: 'Us', items: [] }]), ['navigation', 'header', 0, 'dropdownMenus', 0, 'items']],
    ['a group link with nowhere to go', groups([{ title: 'Us', items: [{ name: 'About' }] }]), ['navigation', 'header', 0, 'dropdownMenus', 0, 'items', 0, 'url']],
    ['a group link that is neither a page nor an address', groups([{ title: 'Us', items: [{ name: 'About', url: 'about' }] }]), ['navigation', 'header', 0, 'dropdownMenus', 0, 'items', 0, 'url']],
    ['a made-up dynamic dropdown', header({ name: 'Boats', dynamicDropdown: 'boats' }), ['navigation', 'header', 0, 'dynamicDropdown']],
  ])('%s is refused at its place', (_name, config, path) => {
    const result = siteConfigSchema.safeParse(config);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toContainEqual(path);
  });
});
