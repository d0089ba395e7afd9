import type { ReactNode } from 'react';
import type { Site } from '../../domain/types';

export function Hero({ site, title, children }: { site: Site; title: string; children: ReactNode }) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          <h1>{title}</h1>
          {site.config.theme.tagline ? <p className="hero-tagline">{site.config.theme.tagline}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
