import { ImageResponse } from 'next/og';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from '../domain/share-card';

/**
 * A share card as a PNG: Next's ImageResponse lays it out with satori and rasterises it with
 * resvg, both WebAssembly with a bundled font, so nothing native is installed and nothing fetched.
 * `current` says whether the URL names this very card (its version matches): only then is the
 * answer cached for a year; an outdated version gets today's card, kept briefly.
 */
export function shareCardResponse(card: ShareCard, current: boolean): Response {
  const picture = new ImageResponse(<ShareCardPicture card={card} />, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  const headers = new Headers(picture.headers);
  headers.set('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(picture.body, { status: 200, headers });
}

function ShareCardPicture({ card }: { card: ShareCard }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: card.background, color: card.ink, padding: '72px 80px' }}>
      <div style={{ display: 'flex', fontSize: 36, opacity: 0.85 }}>{card.kicker}</div>
      <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', fontSize: card.heading.length > 28 ? 72 : 92, lineHeight: 1.1 }}>{card.heading}</div>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {card.price ? (
          <div style={{ display: 'flex', background: card.accent, color: card.accentInk, fontSize: 56, padding: '14px 36px', borderRadius: 16 }}>{card.price}</div>
        ) : (
          <div style={{ display: 'flex', width: 240, height: 16, background: card.accent, borderRadius: 8 }} />
        )}
      </div>
    </div>
  );
}
