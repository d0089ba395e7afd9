import { calculatorLoanAmount } from '../../domain/finance';
import { financeExample, financeLocaleRules } from '../../domain/finance-locale';
import { formatOdometer } from '../../domain/locale';
import { carOffers } from '../../domain/offers';
import { messagesFor } from '../../i18n/messages';
import { spell } from '../../i18n/spell';
import { defaultSearchPath } from '../../domain/search/search-path';
import { isManufacturerCertified } from '../../domain/tags';
import type { Site } from '../../domain/types';
import { carPageForms } from '../../forms/car-forms';
import type { CarPage } from '../../domain/car-page';
import { siteOrigin } from '../../domain/site-origin';
import { DisclaimerText } from '../finance/DisclaimerText';
import { FINANCE_DISCLAIMER_ANCHOR } from '../finance/disclaimer-anchor';
import { FinanceDisclaimer } from '../finance/FinanceDisclaimer';
import { FinanceEstimatePanel } from '../finance/FinanceEstimatePanel';
import { RepaymentCalculator } from '../finance/RepaymentCalculator';
import { OfferList } from '../promotions/OfferList';
import { ShareButtons } from '../share/ShareButtons';
import { canSave } from '../../domain/favourites';
import { WatchlistToggle } from '../accounts/WatchlistToggle';
import { CarActions } from './CarActions';
import { CarCard } from './CarCard';
import { CarPageShortlist } from './CarPageShortlist';
import { CarGallery } from './CarGallery';
import { CarLocation } from './CarLocation';
import { CarPrice } from './CarPrice';
import { CarSpecs } from './CarSpecs';
import { CertifiedInfo } from './CertifiedInfo';
import { TagBanner } from './TagBanner';

/** The car page (SPEC 2 "Car details"): everything it shows comes in `page`, read once by the route. */
export function CarPageView({ site, page }: { site: Site; page: CarPage }) {
  const { car, location, finance } = page;
  const { config, locale } = site;
  const messages = messagesFor(locale);
  const text = messages.car;
  const disclaimerTexts = { show: messages.finance.showDisclaimer, hide: messages.finance.hideDisclaimer };
  const sold = car.status === 'sold';
  const financeHref = `/finance?car_id=${car.id}#finance-form`;
  const inPlaceDisclaimer = config.features.contentReplacement;
  const subtitle = [car.badge, car.series, formatOdometer(car.km, locale)].filter(Boolean).join(' · ');
  const showCertified = config.features.certifiedInfoModal && isManufacturerCertified(car);
  const offers = carOffers(config.content.offers, car.slug);

  return (
    <div className="container car-page" data-insight-car={car.id}>
      <nav aria-label={text.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <a href="/">{text.home}</a>
          </li>
          <li>
            <a href={defaultSearchPath(config)}>{text.search}</a>
          </li>
          <li aria-current="page">{car.name}</li>
        </ol>
      </nav>
      <div className="car-layout">
        <div className="car-media">
          <TagBanner tag={page.tag} />
          <CarGallery images={car.images} name={car.name} texts={text.gallery} noPhotos={text.noPhotos} />
        </div>
        <div className="car-summary">
          <h1 className="car-title">{car.name}</h1>
          <p className="car-subtitle">{subtitle}</p>
          {showCertified ? <CertifiedInfo manufacturer={site.manufacturer?.name ?? null} texts={text.certified} closeLabel={messages.common.close} /> : null}
          <CarPrice car={car} locale={locale} offersSubscription={config.features.offersSubscription} badge={page.marketBadge} />
          {car.reserved && !sold ? <p className="car-reserved-note">{text.reserved}</p> : null}
          {offers.length > 0 && !sold ? (
            <section className="car-offers" aria-labelledby="car-offers-title">
              <h2 id="car-offers-title">{text.specialOffer}</h2>
              <OfferList offers={offers} label={text.specialOffer} priceLabel={messages.formPages.specialOffers.offerPrice} locale={locale} headingLevel="h3" />
            </section>
          ) : null}
          {finance && !sold ? (
            <FinanceEstimatePanel estimate={finance} locale={locale} inPlaceDisclaimer={inPlaceDisclaimer} enquireHref={financeHref} />
          ) : null}
          <CarActions
            sold={sold}
            links={{
              testDrive: `/book-test-drive?car_id=${car.id}`,
              tradeIn: `/cars/trade-in?car_id=${car.id}`,
              finance: financeHref,
              reserve: page.reservation ? { href: `/cars/${car.slug}/checkout`, mode: page.reservation } : null,
            }}
            forms={carPageForms(site, car)}
            texts={text}
            extra={
              <>
                <CarPageShortlist car={car} site={site} />
                {site.config.features.garage ? <WatchlistToggle carId={car.id} name={car.name} saveAllowed={canSave(car, false, site.config)} texts={messages.accounts.watchlistButton} /> : null}
              </>
            }
          />
          <ShareButtons url={`${siteOrigin(site)}/cars/${car.slug}`} title={car.name} texts={text.share} />
        </div>
      </div>

      <div className="car-details">
        <div className="car-details-main">
          {car.description ? (
            <section className="car-section" aria-labelledby="description-title">
              <h2 id="description-title">{text.description}</h2>
              <p className="car-description">{spell(car.description, locale)}</p>
            </section>
          ) : null}
          {car.features.length > 0 ? (
            <section className="car-section" aria-labelledby="features-title">
              <h2 id="features-title">{text.features}</h2>
              <ul className="feature-list">
                {car.features.map((feature) => (
                  <li key={feature}>{spell(feature, locale)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <CarSpecs car={car} locale={locale} />
        </div>
        {location ? <CarLocation location={location} hoursGroup={config.footer.hoursGroup} texts={text.location} /> : null}
      </div>

      {!sold ? (
        <RepaymentCalculator
          price={calculatorLoanAmount(car.price)}
          rates={financeLocaleRules(locale).rates}
          interestRate={page.calculator.interestRate}
          comparisonRate={page.calculator.comparisonRate}
          frequency={page.calculator.frequency}
          termYears={page.calculator.termYears}
          establishmentFee={page.calculator.establishmentFee}
          lender={page.calculator.lender}
          locale={locale}
          texts={messages.finance}
          disclaimer={
            <FinanceDisclaimer inPlace={inPlaceDisclaimer} texts={disclaimerTexts}>
              <DisclaimerText estimate={finance} locale={locale} example={financeExample(locale, config.finance.rate)} />
            </FinanceDisclaimer>
          }
        />
      ) : null}

      {!inPlaceDisclaimer && !sold ? (
        <section id={FINANCE_DISCLAIMER_ANCHOR} className="car-section finance-disclaimer" aria-labelledby="disclaimer-title">
          <h2 id="disclaimer-title">{text.comparisonDisclaimer}</h2>
          <DisclaimerText estimate={finance} locale={locale} example={financeExample(locale, config.finance.rate)} />
        </section>
      ) : null}

      {page.similar.length > 0 ? (
        <section className="car-section similar-cars" aria-labelledby="similar-title">
          <h2 id="similar-title">{config.stockKind === 'cars' ? text.similarCars : text.similarVehicles}</h2>
          <div className="car-grid">
            {page.similar.map((similar) => (
              <CarCard key={similar.id} car={similar} site={site} now={page.now} />
            ))}
          </div>
        </section>
      ) : null}

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
    </div>
  );
}
