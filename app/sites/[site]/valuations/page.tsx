import { valuationForm } from '@/forms/definitions/trade-in';
import { formPageData } from '@/stock/form-page';
import { formatDollars } from '@/forms/quick-picks';
import { valuationQueryFrom } from '@/forms/valuation/query';
import { stockValuationProvider } from '@/stock/valuation-provider';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor({ path: '/valuations', title: 'Valuations' });

/** SPEC 2 /valuations: an instant estimate from our stock (a plain GET form) and a valuation request. */
export default async function ValuationsPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const subject = valuationQueryFrom(query, new Date().getFullYear());
  const estimate = subject ? await stockValuationProvider.value(subject) : null;
  const data = await formPageData(site, query, valuationForm);
  const one = (key: string) => [query[key] ?? ''].flat()[0] ?? '';
  const aside = (
    <div className="form-contact">
      <h2>Instant estimate</h2>
      <form method="get" action="/valuations" className="form-grid">
        {(['make', 'model', 'year', 'km'] as const).map((name) => (
          <div key={name} className="form-field">
            <label className="form-label" htmlFor={`estimate-${name}`}>
              {{ make: 'Make', model: 'Model', year: 'Year', km: 'Odometer' }[name]}
            </label>
            <input id={`estimate-${name}`} name={name} defaultValue={one(name)} inputMode={name === 'year' || name === 'km' ? 'numeric' : undefined} required />
          </div>
        ))}
        <button type="submit" className="button button-primary">
          Estimate
        </button>
      </form>
      {subject ? (
        <div className="valuation-estimate" role="status">
          {estimate ? (
            <p>
              A {subject.year} {subject.make} {subject.model} is worth about <strong>{formatDollars(estimate.low)}</strong> to{' '}
              <strong>{formatDollars(estimate.high)}</strong> as a trade, from {estimate.comparables} similar vehicles in stock.
            </p>
          ) : (
            <p>We do not have enough similar vehicles to estimate this one online. Send us the details and we will value it.</p>
          )}
        </div>
      ) : null}
    </div>
  );
  return <FormPage heading="Valuations" intro="Get an instant estimate, then request a firm valuation from our buyers." data={data} aside={aside} />;
}
