import type { SiteConfig } from '../../domain/site-config';

/** SPEC 2 page shell: the site's notices between the header and the page, each a link when it has one. */
export function ExtraBars({ bars, label }: { bars: SiteConfig['content']['bars']; label: string }) {
  if (bars.length === 0) return null;
  return (
    <aside className="extra-bars" aria-label={label}>
      {bars.map((bar, i) => (
        <p key={i} className="extra-bar">
          {bar.url ? <a href={bar.url}>{bar.text}</a> : bar.text}
        </p>
      ))}
    </aside>
  );
}
