import { describe, expect, it } from 'vitest';
import { DEALER_BANNER_MESSAGE, GA_MESSAGE, GTM_MESSAGE, trackingCspAdditions, trackingSchema, trackingTags } from './tracking';

describe('trackingSchema: the formats of the ids (GTM-XXXXXXX, G-XXXXXXXXXX)', () => {
  it.each([
    ['nothing', {}, null],
    ['a Tag Manager container', { gtmContainerId: 'GTM-AB12CD3' }, null],
    ['an Analytics measurement id', { gaMeasurementId: 'G-AB12CD34EF' }, null],
    ['both', { gtmContainerId: 'GTM-DEMO123', gaMeasurementId: 'G-1A2B3C4D5E' }, null],
    ['a container in lower case', { gtmContainerId: 'gtm-ab12cd3' }, GTM_MESSAGE],
    ['a container without its prefix', { gtmContainerId: 'AB12CD3' }, GTM_MESSAGE],
    ['a container with a space', { gtmContainerId: 'GTM-AB 12CD3' }, GTM_MESSAGE],
    ['a container too short', { gtmContainerId: 'GTM-AB1' }, GTM_MESSAGE],
    ['a script smuggled into a container', { gtmContainerId: "GTM-A');alert(1)//" }, GTM_MESSAGE],
    ['an old Universal Analytics id', { gaMeasurementId: 'UA-12345-1' }, GA_MESSAGE],
    ['a container where the Analytics id goes', { gaMeasurementId: 'GTM-AB12CD3' }, GA_MESSAGE],
    ['an Analytics id too long', { gaMeasurementId: 'G-ABCDEFGHIJKLM' }, GA_MESSAGE],
    // SPEC 2 footer: the dealer-banner script, on a plain https origin the CSP can name.
    ['a dealer banner script', { dealerBannerScriptUrl: 'https://banners.example.com/dealer.js' }, null],
    ['a dealer banner script with the dealer code as a query', { dealerBannerScriptUrl: 'https://banners.example.com/dealer.js?dealer=D123' }, null],
    ['a banner script over http', { dealerBannerScriptUrl: 'http://banners.example.com/dealer.js' }, DEALER_BANNER_MESSAGE],
    ['a banner script with credentials', { dealerBannerScriptUrl: 'https://user:pass@banners.example.com/dealer.js' }, DEALER_BANNER_MESSAGE],
    ['a banner script on another port', { dealerBannerScriptUrl: 'https://banners.example.com:8443/dealer.js' }, DEALER_BANNER_MESSAGE],
    ['a banner script on a bare host', { dealerBannerScriptUrl: 'https://localhost/dealer.js' }, DEALER_BANNER_MESSAGE],
    ['a banner host without a script path', { dealerBannerScriptUrl: 'https://banners.example.com/' }, DEALER_BANNER_MESSAGE],
    ['a javascript: address', { dealerBannerScriptUrl: 'javascript:alert(1)' }, DEALER_BANNER_MESSAGE],
  ])('%s', (_name, input, message) => {
    const result = trackingSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

const TAG_MANAGER = 'https://www.googletagmanager.com';

describe('trackingCspAdditions: the origins the tags need, and no more', () => {
  it.each([
    ['no ids: nothing', {}, { 'script-src': [], 'img-src': [], 'connect-src': [] }],
    [
      'Tag Manager: its script, pixels and requests',
      { gtmContainerId: 'GTM-DEMO123' },
      { 'script-src': [TAG_MANAGER], 'img-src': [TAG_MANAGER], 'connect-src': ['https://www.google.com', TAG_MANAGER] },
    ],
    [
      'Analytics 4: gtag.js, and hits to the analytics hosts',
      { gaMeasurementId: 'G-AB12CD34EF' },
      {
        'script-src': [TAG_MANAGER],
        'img-src': ['https://*.google-analytics.com', TAG_MANAGER],
        'connect-src': ['https://*.analytics.google.com', 'https://*.google-analytics.com', TAG_MANAGER],
      },
    ],
    [
      'both: each origin once',
      { gtmContainerId: 'GTM-DEMO123', gaMeasurementId: 'G-AB12CD34EF' },
      {
        'script-src': [TAG_MANAGER],
        'img-src': ['https://*.google-analytics.com', TAG_MANAGER],
        'connect-src': ['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://www.google.com', TAG_MANAGER],
      },
    ],
    [
      'a dealer banner script: its origin for scripts and pictures, nothing else',
      { dealerBannerScriptUrl: 'https://banners.example.com/dealer.js?dealer=D123' },
      { 'script-src': ['https://banners.example.com'], 'img-src': ['https://banners.example.com'], 'connect-src': [] },
    ],
  ])('%s', (_name, tracking, expected) => {
    expect(trackingCspAdditions(tracking)).toEqual(expected);
  });
});

describe('trackingTags: what a page loads', () => {
  it('loads nothing without ids', () => {
    expect(trackingTags({})).toEqual({ scripts: [], bootstrap: null });
  });

  it("loads Tag Manager's container script and starts its data layer", () => {
    const tags = trackingTags({ gtmContainerId: 'GTM-DEMO123' });
    expect(tags.scripts).toEqual([`${TAG_MANAGER}/gtm.js?id=GTM-DEMO123`]);
    expect(tags.bootstrap).toContain("event:'gtm.js'");
    expect(tags.bootstrap).not.toContain('gtag(');
  });

  it('loads gtag.js for an Analytics id and configures it', () => {
    const tags = trackingTags({ gaMeasurementId: 'G-AB12CD34EF' });
    expect(tags.scripts).toEqual([`${TAG_MANAGER}/gtag/js?id=G-AB12CD34EF`]);
    expect(tags.bootstrap).toContain(`gtag('config',"G-AB12CD34EF")`);
    expect(tags.bootstrap).not.toContain('gtm.start');
  });
});
