import { gatedHref } from '../../domain/accounts/gates';
import { bannerLocations, departmentPhones } from '../../domain/locations';
import { messagesFor } from '../../i18n/messages';
import type { Site } from '../../domain/types';
import { ShortlistLinks } from '../favourites/ShortlistLinks';
import { Icon } from '../icons/Icon';
import { Stars } from '../locations/Stars';
import { telHref } from '../phone';
import { SocialLinks } from './SocialLinks';

/** SPEC 2 header top banner: addresses or locations by the address rule, phones, social links, rating, garage. */
export function TopBanner({ site, rating }: { site: Site; rating: { count: number; averageRating: string } }) {
  const { config } = site;
  const banner = bannerLocations(site.locations, config.header.forceLocationsLink);
  const brands = site.dealerships.filter((d) => d.brand.showPhones);
  const average = Number(rating.averageRating);
  const text = messagesFor(site.locale).layout;
  const kindLabels = messagesFor(site.locale).locations.pageTypes;
  return (
    <aside className="top-banner" aria-label={text.topBanner}>
      <div className="container top-banner-inner">
        {brands.length > 0 ? (
          <ul className="brand-phones" aria-label={text.phonesByBrand}>
            {brands.map((d) => {
              const phones = departmentPhones(site.locations, d.id);
              return (
                <li key={d.id}>
                  <strong>{d.brand.make ?? d.brand.name}</strong>
                  {(['sales', 'service', 'parts'] as const).map((dept) =>
                    phones[dept] ? (
                      <a key={dept} href={telHref(phones[dept])}>
                        {text.departments[dept]} {phones[dept]}
                      </a>
                    ) : null,
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        {banner.kind === 'single' ? (
          <p className="banner-address">
            <Icon name="pin" />
            <span className="banner-address-full">
              {banner.location.address.street}, {banner.location.address.city} {banner.location.address.state}
            </span>
            <span className="banner-address-compact">{banner.location.address.city}</span>
            {banner.location.phone ? (
              <a className="banner-phone" href={telHref(banner.location.phone)}>
                <Icon name="phone" /> {banner.location.phone}
              </a>
            ) : null}
          </p>
        ) : null}
        {banner.kind === 'list' ? (
          <ul className="banner-locations">
            {banner.items.map((item) => (
              <li key={item.slug}>
                <span className="banner-label">{kindLabels[item.kind]}</span> <a href={`/our-location/${item.slug}`}>{item.name}</a>
                {item.phone ? (
                  <a className="banner-phone" href={telHref(item.phone)}>
                    <Icon name="phone" /> {item.phone}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {banner.kind === 'link' ? (
          <p className="banner-address">
            <Icon name="pin" />
            <a href="/contact">{text.locations}</a>
            {brands.length === 0 && site.phone ? (
              <a className="banner-phone" href={telHref(site.phone)}>
                <Icon name="phone" /> {site.phone}
              </a>
            ) : null}
          </p>
        ) : null}
        <div className="top-banner-end">
          {config.features.reviews && rating.count > 0 && average > config.ratingMinimum ? (
            <Stars average={average} count={rating.count} locale={site.locale} />
          ) : null}
          <SocialLinks social={config.social} only={['facebook_url', 'instagram_url']} />
          {/* SPEC 6: the garage link takes the favourites link's place. */}
          <ShortlistLinks favourites={config.features.favourites && !config.features.garage} compare={config.features.compare} />
          {config.features.garage ? (
            <a className="banner-garage" href={gatedHref('my-garage', '/my-garage', 'unknown', config.gatedPages)}>
              <Icon name="garage" /> {text.myGarage}
            </a>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
