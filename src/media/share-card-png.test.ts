import { describe, expect, it } from 'vitest';
import { carShareCard, siteShareCard } from '../domain/share-card';
import { siteConfig } from '../test-support/site-config';
import { shareCardResponse } from './share-card-png';

const site = { name: 'Harbour Toyota', locale: 'en-AU' as const, config: siteConfig({ theme: { primary: '#eb0a1e', accent: '#ffd200', tagline: 'Sydney' } }) };
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from the IHDR chunk, which a PNG must start with after its signature. */
function pngSize(bytes: Buffer): { signature: string; chunk: string; width: number; height: number } {
  return { signature: bytes.subarray(0, 8).toString('hex'), chunk: bytes.subarray(12, 16).toString('latin1'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('issue 26: the share card is a 1200x630 PNG', () => {
  it.each([
    ['a car with a price', carShareCard(site, { year: 2021, make: 'Toyota', model: 'HiLux', price: 45_990 }, 'Enquire for price')],
    ['a car without one', carShareCard(site, { year: 2019, make: 'Land Rover', model: 'Range Rover Velar', price: 0 }, 'Enquire for price')],
    ['a site', siteShareCard(site)],
  ])('%s', async (_name, card) => {
    const answer = shareCardResponse(card, true);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ signature: PNG_SIGNATURE, chunk: 'IHDR', width: 1200, height: 630 });
  });

  it('an outdated version is answered with the current card, kept only briefly', () => {
    expect(shareCardResponse(siteShareCard(site), false).headers.get('cache-control')).toBe('public, max-age=300');
  });
});
