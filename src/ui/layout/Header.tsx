import { navEntries, type MenuData } from '../../domain/mega-menu';
import { defaultSearchPath } from '../../domain/search/search-path';
import type { Site } from '../../domain/types';
import { messagesFor } from '../../i18n/messages';
import { Icon } from '../icons/Icon';
import { LogoImage } from '../media/LogoImage';
import { facetValueLabel } from '../search/facet-labels';
import { SiteSearchBox } from '../search/SiteSearchBox';
import { MainNav } from './MainNav';
import type { PanelLabels } from './MegaPanelView';
import { MobileDrawer } from './MobileDrawer';
import { MobileNav } from './MobileNav';
import { localiseEntries } from './nav-labels';

function panelLabels(site: Site, menu: MenuData): PanelLabels {
  const { megaMenu, car } = messagesFor(site.locale);
  return {
    status: megaMenu.modelStatus,
    carTypes: car.conditions,
    bodies: Object.fromEntries(menu.bodies.map((b) => [b.value, facetValueLabel('body', b.value, site.locale)])),
    inStock: megaMenu.stockCount,
  };
}

/**
 * SPEC 2 header: the brand, the main navigation with its dropdowns and mega-menus (opening on hover
 * or click as the site is configured), the optional search box, and at phone width either a
 * collapsible menu or a side drawer. Large or normal as the site chooses.
 */
export function Header({ site, menu }: { site: Site; menu: MenuData }) {
  const { layout } = messagesFor(site.locale);
  const { header } = site.config;
  const searchPath = defaultSearchPath(site.config);
  const logo = site.manufacturer?.logoUrl;
  const entries = localiseEntries(navEntries(site.config.navigation.header, menu), site.locale);
  const labels = panelLabels(site, menu);
  const large = header.size === 'large';
  return (
    <header className={`site-header header-${header.size} header-${header.variant}`}>
      <div className="container header-inner">
        <a href="/" className="brand">
          {logo ? <LogoImage src={logo} width={large ? 64 : 44} height={large ? 64 : 44} className="brand-logo" /> : null}
          <span className="brand-text">
            <span className="brand-name">{site.name}</span>
            {large && site.config.theme.tagline ? <span className="brand-tagline">{site.config.theme.tagline}</span> : null}
          </span>
        </a>
        <MainNav entries={entries} trigger={header.dropdownTrigger} labels={labels} label={layout.mainNav} />
        {site.config.features.searchBox ? <SiteSearchBox searchPath={searchPath} locale={site.locale} texts={messagesFor(site.locale).search.box} conditions={messagesFor(site.locale).car.conditions} /> : null}
        {header.mobileMenu === 'drawer' ? (
          <MobileDrawer openLabel={layout.openMenu} closeLabel={layout.closeMenu} navLabel={layout.mobileNav}>
            <MobileNav entries={entries} labels={labels} />
          </MobileDrawer>
        ) : (
          <details className="mobile-menu">
            <summary aria-label={layout.openMenu}>
              <Icon name="menu" size={24} />
            </summary>
            <nav aria-label={layout.mobileNav}>
              <MobileNav entries={entries} labels={labels} />
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}
