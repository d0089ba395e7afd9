import { groupWeek } from '../../domain/hours';
import { directionsUrl } from '../../domain/locations';
import { spell } from '../../i18n/spell';
import type { Location, Site } from '../../domain/types';
import type { NavItem } from '../../site/config-schema';
import { telHref } from '../phone';
import { ScrollToTop } from './ScrollToTop';
import { SocialLinks } from './SocialLinks';

/** SPEC 2: footer link columns split into two lists at the half-way point. */
export function splitColumns<T>(items: T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/** Footer menu items: a column heading with its links, or a single link. */
function LinkColumns({ items, site }: { items: NavItem[]; site: Site }) {
  return (
    <div className="footer-half">
      {items.map((item, i) =>
        item.dropdownItems && item.dropdownItems.length > 0 ? (
          <div key={i} className="footer-column">
            <h2 className="footer-heading">{spell(item.name, site.locale)}</h2>
            <ul className="footer-links">
              {item.dropdownItems.map((child, j) => (
                <li key={j}>
                  <a href={child.url ?? '#'}>{spell(child.name, site.locale)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul key={i} className="footer-links">
            <li>
              <a href={item.url ?? '#'}>{spell(item.name, site.locale)}</a>
            </li>
          </ul>
        ),
      )}
    </div>
  );
}

function HoursList({ location, site }: { location: Location; site: Site }) {
  const rows = groupWeek(location.openingHours, site.config.footer.hoursGroup);
  return (
    <dl className="footer-hours">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

function StaffCards({ site }: { site: Site }) {
  return (
    <ul className="staff-cards">
      {site.config.footer.staff.map((s) => (
        <li key={s.name} className="staff-card">
          <strong>{s.name}</strong>
          <span>{s.role}</span>
          <a href={telHref(s.phone)}>{s.phone}</a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ site, year }: { site: Site; year: number }) {
  const { config } = site;
  const primary = site.locations.find((l) => l.primary && l.type === 'sales') ?? site.locations[0];
  const [left, right] = splitColumns(config.navigation.footer);
  const licences = [...new Set(site.locations.map((l) => l.dealerLicenseNumber).filter((n): n is string => Boolean(n)))];
  const warehouse = config.footer.variant === 'trade-in-warehouse';
  return (
    <footer className={`site-footer footer-${config.footer.variant}`}>
      {warehouse && config.footer.staff.length > 0 ? (
        <section className="container footer-staff" aria-labelledby="footer-staff-title">
          <h2 id="footer-staff-title">Talk to our team</h2>
          <StaffCards site={site} />
        </section>
      ) : null}
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{site.name}</p>
          {config.theme.tagline ? <p>{config.theme.tagline}</p> : null}
        </div>
        <nav className="footer-columns" aria-label="Footer">
          <LinkColumns items={left} site={site} />
          <LinkColumns items={right} site={site} />
        </nav>
        {primary ? (
          <div className="footer-contact">
            <h2 className="footer-heading">Contact us</h2>
            <p>
              {primary.address.street}
              <br />
              {primary.address.city} {primary.address.state} {primary.address.postcode}
            </p>
            {primary.phone ? (
              <p>
                <a href={telHref(primary.phone)}>{primary.phone}</a>
              </p>
            ) : null}
            <h2 className="footer-heading">Opening hours</h2>
            <HoursList location={primary} site={site} />
          </div>
        ) : null}
        {warehouse && primary ? (
          <figure className="footer-map">
            <img src={`/media/locations/${(primary.id % 6) + 1}.svg`} alt={`${primary.name} building`} loading="lazy" width={320} height={200} />
            <figcaption>
              <a href={directionsUrl(primary)} target="_blank" rel="noopener noreferrer">
                Open map of {primary.name}
              </a>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <div className="container footer-follow">
        {Object.values(config.social).some(Boolean) ? (
          <div className="footer-row">
            <span>Follow us</span>
            <SocialLinks social={config.social} />
          </div>
        ) : null}
        <ScrollToTop />
      </div>
      {config.footer.groupSubFooter && site.dealerships.length > 1 ? (
        <div className="group-subfooter">
          <div className="container">
            <span>{site.dealershipGroup ?? site.name} brands:</span>
            <ul>
              {site.dealerships.map((d) => (
                <li key={d.id}>{d.brand.url ? <a href={d.brand.url}>{d.brand.name}</a> : d.brand.name}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="sub-footer">
        <div className="container sub-footer-inner">
          <p>
            © {year} {site.name}
            {licences.length > 0 ? ` · ${config.licenceLabel} ${licences.join(', ')}` : ''}
          </p>
          <p>Powered by {config.footer.poweredBy}</p>
        </div>
      </div>
    </footer>
  );
}
