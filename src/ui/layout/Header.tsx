import type { NavItem } from '../../site/config-schema';
import type { Site } from '../../domain/types';
import { defaultSearchPath } from '../../domain/search-path';
import { spell } from '../../i18n/spell';
import { Icon } from '../icons/Icon';
import { SiteSearchBox } from '../search/SiteSearchBox';

function NavLink({ item, locale }: { item: NavItem; locale: Site['locale'] }) {
  return (
    <a href={item.url ?? '#'} target={item.target} rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {spell(item.name, locale)}
    </a>
  );
}

/**
 * Main navigation. Dropdowns open on hover or keyboard focus (CSS) and on click through
 * <details>, so they work without JavaScript; the phone-width menu is a <details> too.
 */
function Nav({ items, site, idPrefix }: { items: NavItem[]; site: Site; idPrefix: string }) {
  return (
    <ul className="nav-list">
      {items.map((item, i) =>
        item.dropdownItems && item.dropdownItems.length > 0 ? (
          <li key={`${idPrefix}-${i}`} className={`nav-item has-dropdown trigger-${site.config.header.dropdownTrigger}`}>
            <details>
              <summary>{spell(item.name, site.locale)}</summary>
              <ul className="dropdown">
                {item.dropdownItems.map((child, j) => (
                  <li key={j}>
                    <NavLink item={child} locale={site.locale} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={`${idPrefix}-${i}`} className="nav-item">
            <NavLink item={item} locale={site.locale} />
          </li>
        ),
      )}
    </ul>
  );
}

export function Header({ site }: { site: Site }) {
  const searchPath = defaultSearchPath(site.config);
  const logo = site.manufacturer?.logoUrl;
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand" aria-label={`${site.name} home`}>
          {logo ? <img src={logo} alt="" width={44} height={44} className="brand-logo" /> : null}
          <span className="brand-name">{site.name}</span>
        </a>
        <nav className="main-nav" aria-label="Main">
          <Nav items={site.config.navigation.header} site={site} idPrefix="desktop" />
        </nav>
        {site.config.features.searchBox ? (
          <SiteSearchBox searchPath={searchPath} locale={site.locale} />
        ) : null}
        <details className="mobile-menu">
          <summary aria-label="Menu">
            <Icon name="menu" size={24} />
          </summary>
          <nav aria-label="Mobile">
            <Nav items={site.config.navigation.header} site={site} idPrefix="mobile" />
          </nav>
        </details>
      </div>
    </header>
  );
}
