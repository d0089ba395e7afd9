import type { ModelStatus } from '../../domain/catalogue';
import type { MegaPanel } from '../../domain/mega-menu';
import { LogoImage } from '../media/LogoImage';

/** The catalogue words a panel shows, from the site's message catalogue (src/i18n). */
export type PanelLabels = {
  status: Record<ModelStatus, string>;
  carTypes: Record<string, string>;
  bodies: Record<string, string>;
  /** '{count} in stock', already without the count filled in. */
  inStock: string;
};

const inStock = (template: string, count: number) => template.replace('{count}', String(count));

/** One mega-menu panel (SPEC 2): models grid, brand logo tiles, body styles, stock counts or columns. */
export function MegaPanelView({ panel, labels, idPrefix }: { panel: MegaPanel; labels: PanelLabels; /** Unique on the page: names the columns' headings. */ idPrefix: string }) {
  switch (panel.kind) {
    case 'models':
      return (
        <section className="mega-section mega-models">
          <a className="mega-heading" href={panel.heading.href}>
            {panel.heading.label}
          </a>
          <ul className="models-grid">
            {panel.models.map((m) => (
              <li key={m.href}>
                <a className="model-tile" href={m.href}>
                  {m.imageUrl ? <img src={m.imageUrl} alt="" width={120} height={68} loading="lazy" /> : null}
                  <span className="model-name">
                    {m.name}
                    {m.status ? <span className={`model-status status-${m.status}`}>{labels.status[m.status]}</span> : null}
                  </span>
                  {m.description ? <span className="model-description">{m.description}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'brands':
      return (
        <section className="mega-section mega-brands">
          <a className="mega-heading" href={panel.heading.href}>
            {panel.heading.label}
          </a>
          <ul className="mega-brand-tiles">
            {panel.tiles.map((t) => (
              <li key={`${t.name}-${t.href}`}>
                <a className="mega-brand-tile" href={t.href}>
                  {t.logoUrl ? <LogoImage src={t.logoUrl} width={48} height={48} loading="lazy" /> : null}
                  <span>{t.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'bodies':
      return (
        <section className="mega-section mega-bodies">
          <a className="mega-heading" href={panel.heading.href}>
            {panel.heading.label}
          </a>
          <ul className="mega-body-tiles">
            {panel.bodies.map((b) => (
              <li key={b.value}>
                <a className="mega-body-tile" href={b.href}>
                  <span>{labels.bodies[b.value] ?? b.value}</span>
                  <span className="tile-count">{inStock(labels.inStock, b.count)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'stock':
      return <CountedLinks heading={panel.heading} links={panel.carTypes.map((c) => ({ key: c.value, href: c.href, label: labels.carTypes[c.value] ?? c.value, count: c.count }))} />;
    case 'tractors':
      return <CountedLinks heading={panel.heading} links={panel.tractors.map((t) => ({ key: t.value, href: t.href, label: t.value, count: t.count }))} />;
    case 'columns':
      // Each column's list is named by its heading, so a screen reader announces the group it enters.
      return (
        <div className="mega-section mega-columns">
          {panel.columns.map((c, i) => (
            <div key={`${i}-${c.heading}`} className="mega-column">
              <p className="mega-heading" id={`${idPrefix}-${i}`}>
                {c.heading}
              </p>
              <ul aria-labelledby={`${idPrefix}-${i}`}>
                {c.links.map((l) => (
                  <li key={`${l.label}-${l.href}`}>
                    <a href={l.href} target={l.target} rel={l.target === '_blank' ? 'noopener noreferrer' : undefined}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
  }
}

/** A stock panel: its heading, then each choice with how many are in stock. */
function CountedLinks({ heading, links }: { heading: { href: string; label: string }; links: { key: string; href: string; label: string; count: number }[] }) {
  return (
    <section className="mega-section mega-stock">
      <a className="mega-heading" href={heading.href}>
        {heading.label}
      </a>
      <ul className="stock-links">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href}>
              {l.label} <span className="tile-count">({l.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
