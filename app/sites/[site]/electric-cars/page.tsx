import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import { electricStock } from '@/catalogue/service';
import { vehicleNoun } from '@/domain/locale';
import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { StockGrid } from '@/ui/catalogue/StockGrid';

// Stored like the home page; its read carries the site and stock tags.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = metadataFor((site) => ({
  path: '/electric-cars',
  title: messagesFor(site.locale).head.electricTitle,
  description: fill(messagesFor(site.locale).head.electricDescription, { noun: vehicleNoun(site.config.stockKind, 2), site: site.name }),
}));

/** SPEC 2 /electric-cars: the site's electric and plug-in hybrid stock with a short explainer. */
export default async function ElectricCarsPage({ params }: Props) {
  const site = await requireSite(params);
  const { stock, count, searchHref } = await electricStock(site);
  const noun = vehicleNoun(site.config.stockKind, count);
  const texts = messagesFor(site.locale).catalogue;
  return (
    <div className="container catalogue-page">
      <h1>{fill(texts.electricTitle, { noun: vehicleNoun(site.config.stockKind, 2) })}</h1>
      <section className="electric-explainer" aria-labelledby="electric-explainer">
        <h2 id="electric-explainer">{texts.electricQuestion}</h2>
        <p>{texts.electricExplainer}</p>
        <p>{texts.electricTeam}</p>
      </section>
      <section aria-labelledby="electric-stock">
        <h2 id="electric-stock">
          {fill(texts.inStock, { count, name: noun })}
        </h2>
        <StockGrid cars={stock} site={site} now={new Date()} empty={texts.noElectric} />
        {count > stock.length ? (
          <p className="catalogue-more">
            <a className="button" href={searchHref}>
              {fill(texts.viewAll, { count, name: noun })}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
