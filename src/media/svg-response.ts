/**
 * Responses of the generated-media routes. Each image URL names the whole picture, so it is
 * cached for a year; an SVG opened directly is a document, so it may run nothing and load nothing.
 */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const;

export function svgResponse(svg: string): Response {
  return new Response(svg, { headers: SVG_HEADERS });
}

export function mediaNotFound(): Response {
  return new Response('Not Found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
