import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from '../domain/site-config';

/** A valid site config with the schema's defaults, overridden where a test needs it. */
export function siteConfig(overrides: Partial<SiteConfigInput> = {}): SiteConfig {
  return siteConfigSchema.parse({
    theme: { primary: '#123456', accent: '#abcdef' },
    navigation: { header: [], footer: [] },
    ...overrides,
  });
}
