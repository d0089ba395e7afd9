import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { formatOdometer, formatPrice, showPrice, spell } from '@/domain/locale';
import { defaultSearchPath } from '@/domain/search-path';
import type { Site } from '@/domain/types';
import { carPageForms } from '@/forms/car-forms';
import { serializeJsonLd } from '@/seo/car-json-ld';
import { assistantTags } from '@/seo/assistant-tags';
import { metadataOf } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { cachedCarPage, siteOrigin } from '@/stock/car-page';
import { CarActions } from '@/ui/car/CarActions';
import { CarCard } from '@/ui/car/CarCard';
import { CarCardActions } from '@/ui/car/CarCardActions';
import { CarGallery } from '@/ui/car/CarGallery';
import { CarLocation } from '@/ui/car/CarLocation';
import { CarPrice } from '@/ui/car/CarPrice';
import { CarSpecs } from '@/ui/car/CarSpecs';
import { CertifiedInfo } from '@/ui/car/CertifiedInfo';
import { TagBanner } from '@/ui/car/TagBanner';
import { DisclaimerText } from '@/ui/finance/DisclaimerText';
import { FINANCE_DISCLAIMER_ANCHOR } from '@/ui/finance/disclaimer-anchor';
import { FinanceDisclaimer } from '@/ui/finance/FinanceDisclaimer';
import { FinanceEstimatePanel } from '@/ui/finance/FinanceEstimatePanel';
import { RepaymentCalculator } from '@/ui/finance/RepaymentCalculator';
import { ShareButtons } from '@/ui/share/ShareButtons';
import '@/ui/styles/car.css';

type Props = { params: Promise<{ site: string; slug: string }> };

// Stored on first visit and served until a tag of its data expires, or after REVALIDATE_SECONDS
// (src/cache/life.ts); none is rendered at build, when there is no database.
export const revalidate = 300;
export const generateStaticParams = () => [];

// The page and its metadata read the same cached car once per request.
const loadCarPage = cache((site: Site, slug: string) => cachedCarPage(site, slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, slug } = await params;
  const site = await siteFromSegment(segment);
  const page = site ? await loadCarPage(site, slug) : null;
  if (!site || !page) return { title: 'Page not found', robots: { index: false } };
  const { car, location } = page;
  const price = showPrice(car.price) ? ` for ${formatPrice(car.price, site.locale)}` : '';
  const place = location ? ` in ${location.address.city}` : '';
  const facts = [formatOdometer(car.km, site.locale), car.simpleFuel && spell(car.simpleFuel, site.locale), car.transmission]
    .filter(Boolean)
    .join(', ');
  const description = `${car.name}${price} at ${site.name}${place}. ${facts}.`;
  const meta = metadataOf(site, {
    path: `/cars/${car.slug}`,
    title: car.name,
    description,
    image: car.primaryImageUrl ? { url: car.primaryImageUrl, alt: car.name } : null,
  });
  return { ...meta, other: assistantTags(site.config.assistantTags, car) };
}

export default async function CarPage({ params }: Props) {
  const site = await requireSite(params);
  const { slug } = await params;
  const page = await loadCarPage(site, slug);
  if (!page) notFound();
  const { car, location, finance } = page;
  const { config, locale } = site;
  const sold = car.status === 'sold';
  const financeHref = `/finance?car_id=${car.id}#finance-form`;
  const inPlaceDisclaimer = config.features.contentReplacement;
  const subtitle = [car.badge, car.series, formatOdometer(car.km, locale)].filter(Boolean).join(' · ');
  const showCertified = config.features.certifiedInfoModal && car.certified && car.carType === 'used';

  return (
    <div className="container car-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href={defaultSearchPath(config)}>Search</a>
          </li>
          <li aria-current="page">{car.name}</li>
        </ol>
      </nav>
      <div className="car-layout">
        <div className="car-media">
          <TagBanner tag={page.tag} />
          <CarGallery images={car.images} name={car.name} />
        </div>
        <div className="car-summary">
          <h1 className="car-title">{car.name}</h1>
          <p className="car-subtitle">{subtitle}</p>
          {showCertified ? <CertifiedInfo manufacturer={site.manufacturer?.name ?? null} /> : null}
          <CarPrice car={car} locale={locale} offersSubscription={config.features.offersSubscription} badge={page.marketBadge} />
          {finance && !sold ? (
            <FinanceEstimatePanel estimate={finance} locale={locale} inPlaceDisclaimer={inPlaceDisclaimer} enquireHref={financeHref} />
          ) : null}
          <CarActions
            sold={sold}
            links={{
              testDrive: `/book-test-drive?car_id=${car.id}`,
              tradeIn: `/cars/trade-in?car_id=${car.id}`,
              finance: financeHref,
              reserve: page.canReserve ? `/cars/${car.slug}/checkout` : null,
            }}
            forms={carPageForms(site, car)}
            locale={locale}
            extra={<CarCardActions car={car} site={site} placement="page" />}
          />
          <ShareButtons url={`${siteOrigin(site)}/cars/${car.slug}`} title={car.name} />
        </div>
      </div>

      <div className="car-details">
        <div className="car-details-main">
          {car.description ? (
            <section className="car-section" aria-labelledby="description-title">
              <h2 id="description-title">Description</h2>
              <p className="car-description">{car.description}</p>
            </section>
          ) : null}
          {car.features.length > 0 ? (
            <section className="car-section" aria-labelledby="features-title">
              <h2 id="features-title">Features</h2>
              <ul className="feature-list">
                {car.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <CarSpecs car={car} locale={locale} />
        </div>
        {location ? <CarLocation location={location} hoursGroup={config.footer.hoursGroup} /> : null}
      </div>

      {!sold ? (
        <RepaymentCalculator
          price={showPrice(car.price) ? car.price : 30_000}
          interestRate={page.calculator.interestRate}
          comparisonRate={page.calculator.comparisonRate}
          frequency={page.calculator.frequency}
          termYears={page.calculator.termYears}
          establishmentFee={page.calculator.establishmentFee}
          locale={locale}
          disclaimer={
            <FinanceDisclaimer inPlace={inPlaceDisclaimer}>
              <DisclaimerText estimate={finance} locale={locale} />
            </FinanceDisclaimer>
          }
        />
      ) : null}

      {!inPlaceDisclaimer && !sold ? (
        <section id={FINANCE_DISCLAIMER_ANCHOR} className="car-section finance-disclaimer" aria-labelledby="disclaimer-title">
          <h2 id="disclaimer-title">Comparison rate disclaimer</h2>
          <DisclaimerText estimate={finance} locale={locale} />
        </section>
      ) : null}

      {page.similar.length > 0 ? (
        <section className="car-section similar-cars" aria-labelledby="similar-title">
          <h2 id="similar-title">Similar {config.stockKind === 'cars' ? 'cars' : 'vehicles'}</h2>
          <div className="car-grid">
            {page.similar.map((similar) => (
              <CarCard key={similar.id} car={similar} site={site} now={page.now} />
            ))}
          </div>
        </section>
      ) : null}

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(page.jsonLd) }} />
    </div>
  );
}
