import { valuationForm } from '@/forms/definitions/trade-in';
import { formPageData } from '@/page-data/form-page';
import { formatDollars } from '@/forms/quick-picks';
import { valuationQueryFrom } from '@/forms/valuation/query';
import { instantValuation } from '@/vehicle-data/instant-valuation';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';
import { messagesFor } from '@/i18n/messages';
import { fillNodes } from '@/ui/i18n/fill-nodes';

export const generateMetadata = metadataFor((site) => ({ path: '/valuations', title: messagesFor(site.locale).formPages.valuations.heading }));

/** SPEC 2 /valuations: an instant estimate from our stock (a plain GET form) and a valuation request. */
export default async function ValuationsPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const subject = valuationQueryFrom(query, new Date().getFullYear());
  const estimate = subject ? await instantValuation(site, subject) : null;
  const data = await formPageData(site, query, valuationForm);
  const one = (key: string) => [query[key] ?? ''].flat()[0] ?? '';
  const { valuation: texts, formPages } = messagesFor(site.locale);
  const aside = (
    <div className="form-contact">
      <h2>{texts.instantEstimate}</h2>
      <form method="get" action="/valuations" className="form-grid">
        {(['make', 'model', 'year', 'km'] as const).map((name) => (
          <div key={name} className="form-field">
            <label className="form-label" htmlFor={`estimate-${name}`}>
              {texts.fields[name]}
            </label>
            <input id={`estimate-${name}`} name={name} defaultValue={one(name)} inputMode={name === 'year' || name === 'km' ? 'numeric' : undefined} required />
          </div>
        ))}
        <button type="submit" className="button button-primary">
          {texts.estimate}
        </button>
      </form>
      {subject ? (
        <div className="valuation-estimate" role="status">
          {estimate ? (
            <p>
              {fillNodes(texts.worth, {
                vehicle: `${subject.year} ${subject.make} ${subject.model}`,
                low: <strong>{formatDollars(estimate.trade.low)}</strong>,
                high: <strong>{formatDollars(estimate.trade.high)}</strong>,
                count: estimate.comparables,
              })}
            </p>
          ) : (
            <p>{texts.noEstimate}</p>
          )}
        </div>
      ) : null}
    </div>
  );
  return <FormPage heading={formPages.valuations.heading} intro={formPages.valuations.intro} data={data} aside={aside} />;
}
