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
