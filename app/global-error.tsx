'use client';

/** Last-resort page when even a site's layout cannot render (for example the database is down). */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', maxWidth: 640, margin: '0 auto' }}>
        <h1>We can&apos;t show this page right now</h1>
        <p>Please try again in a minute. If you need us urgently, call the dealership.</p>
      </body>
    </html>
  );
}
