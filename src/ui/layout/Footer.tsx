import { groupWeek } from '../../domain/hours';
import { locationMapView } from '../../domain/location-map';
import { directionsUrl } from '../../domain/locations';
import { modelTiles, type GroupBrand, type MenuModel } from '../../domain/mega-menu';
import type { Location, Site } from '../../domain/types';
import type { NavItem } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor, type Messages } from '../../i18n/messages';
import { spell } from '../../i18n/spell';
import { labelledLicences } from '../../domain/licence-label';
import { LocationMap } from '../locations/LocationMap';
import { LogoImage } from '../media/LogoImage';
import { telHref } from '../phone';
import { DealerBanner } from './DealerBanner';
import { ScrollToTop } from './ScrollToTop';
import { SocialLinks } from './SocialLinks';

/** SPEC 2: footer link columns split into two lists at the half-way point. */
function splitColumns<T>(items: T[]): [T[], T[]] {
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

/** How many models the manufacturer footer lists before its 'explore the range' link. */
const FOOTER_MODELS = 8;

/** SPEC 2 manufacturer dealer footer: the make's badge, the dealer's authorisation and its model range. */
function ManufacturerBand({ site, models, text }: { site: Site; models: readonly MenuModel[]; text: Messages['footer'] }) {
  const make = site.manufacturer?.name ?? site.dealerships.find((d) => d.brand.make)?.brand.make;
  if (!make) return null;
  const tiles = modelTiles(models.slice(0, FOOTER_MODELS));
  return (
    <section className="footer-manufacturer" aria-labelledby="footer-manufacturer-title">
      <div className="container footer-manufacturer-inner">
        <div className="footer-manufacturer-brand">
          {site.manufacturer?.logoUrl ? <LogoImage src={site.manufacturer.logoUrl} width={56} height={56} loading="lazy" /> : null}
          <div>
            <h2 id="footer-manufacturer-title">{fill(text.authorisedDealer, { make })}</h2>
            <p>{fill(text.manufacturerNote, { make })}</p>
          </div>
        </div>
        {tiles.length > 0 ? (
          <ul className="footer-models">
            {tiles.map((m) => (
              <li key={m.href}>
                <a href={m.href}>{spell(m.name, site.locale)}</a>
              </li>
            ))}
            <li>
              <a className="footer-models-all" href="/models?body=all">
                {fill(text.exploreRange, { make })}
              </a>
            </li>
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** SPEC 2: a location's 'Site visits by appointment only' note, visible wherever the location is configured with one. */
function VisitNotes({ locations, text }: { locations: Location[]; text: Messages['footer'] }) {
  const noted = locations.filter((l) => l.visitNote);
  if (noted.length === 0) return null;
  return (
    <ul className="visit-notes">
      {noted.map((l) => (
        <li key={l.id} className="visit-note">
          <strong>{l.name}:</strong> {l.visitNote}
          {l.phone ? (
            <>
              {' '}
              {text.visitNotePhone} <a href={telHref(l.phone)}>{l.phone}</a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function Footer({ site, year, models, groupBrands }: { site: Site; year: number; models: readonly MenuModel[]; groupBrands: readonly GroupBrand[] }) {
  const { config } = site;
  const text = messagesFor(site.locale).footer;
  const primary = site.locations.find((l) => l.primary && l.type === 'sales') ?? site.locations[0];
  const [left, right] = splitColumns(config.navigation.footer);
  const licences = labelledLicences(config.licenceLabel, site.locations.map((l) => l.dealerLicenseNumber));
  const warehouse = config.footer.variant === 'trade-in-warehouse';
  return (
    <footer className={`site-footer footer-${config.footer.variant}`}>
      {config.footer.variant === 'manufacturer' ? <ManufacturerBand site={site} models={models} text={text} /> : null}
      {warehouse && config.footer.staff.length > 0 ? (
        <section className="container footer-staff" aria-labelledby="footer-staff-title">
          <h2 id="footer-staff-title">{text.talkToTeam}</h2>
          <StaffCards site={site} />
        </section>
      ) : null}
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{site.name}</p>
          {config.theme.tagline ? <p>{config.theme.tagline}</p> : null}
        </div>
        <nav className="footer-columns" aria-label={text.nav}>
          <LinkColumns items={left} site={site} />
          <LinkColumns items={right} site={site} />
        </nav>
        {primary ? (
          <div className="footer-contact">
            <h2 className="footer-heading">{text.contactUs}</h2>
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
            <h2 className="footer-heading">{text.openingHours}</h2>
            <HoursList location={primary} site={site} />
            <VisitNotes locations={site.locations} text={text} />
          </div>
        ) : null}
        {config.footer.map && primary ? (
          <div className="footer-map">
            <LocationMap
              view={locationMapView(config.locationMaps[primary.slug], primary.id)}
              openUrl={directionsUrl(primary)}
              name={primary.name}
              suburb={primary.address.city}
              texts={messagesFor(site.locale).locations}
            />
          </div>
        ) : warehouse && primary ? (
          <figure className="footer-map">
            <img src={`/media/locations/${(primary.id % 6) + 1}.svg`} alt={fill(text.building, { name: primary.name })} loading="lazy" width={320} height={200} />
            <figcaption>
              <a href={directionsUrl(primary)} data-insight-click="directions" target="_blank" rel="noopener noreferrer">
                {fill(text.openMap, { name: primary.name })}
              </a>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <DealerBanner scriptUrl={config.tracking.dealerBannerScriptUrl} />
      <div className="container footer-follow">
        {Object.values(config.social).some(Boolean) ? (
          <div className="footer-row">
            <span>{text.followUs}</span>
            <SocialLinks social={config.social} />
          </div>
        ) : null}
        <ScrollToTop label={messagesFor(site.locale).layout.scrollToTop} />
      </div>
      {groupBrands.length > 0 ? (
        <div className="group-subfooter">
          <div className="container">
            <span>{fill(text.groupBrands, { group: site.dealershipGroup ?? site.name })}</span>
            <ul>
              {groupBrands.map((b) => (
                <li key={b.name}>{b.url ? <a href={b.url}>{b.name}</a> : b.name}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="sub-footer">
        <div className="container sub-footer-inner">
          <p>
            © {year} {site.name}
          </p>
          {licences.length > 0 ? <p className="sub-footer-licences">{licences.join(' · ')}</p> : null}
          <p>{fill(text.poweredBy, { name: config.footer.poweredBy })}</p>
        </div>
      </div>
    </footer>
  );
}
