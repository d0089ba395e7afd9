import { FALLBACK_SEARCH_PATH } from '../../domain/search/search-path';
import type { Site } from '../../domain/types';
import { RANGE_FACETS, VALUE_FACETS, type FacetCounts, type RangeFacet, type SearchQuery } from '../../domain/search/search-query';
import { formatOdometer, formatPrice } from '../../domain/locale';
import { odometerCeilings } from '../../domain/odometer-bands';
import type { SearchUrlContext } from '../../domain/search/url';
import { facetLabel, facetValueLabel, PANEL_FACETS } from './facet-labels';
import { FacetValues } from './FacetValues';
import { LiveFacetForm, ShowMeButton } from './LiveFacetForm';
import { PriceFilter } from './PriceFilter';
import { RangeSelects, type RangeEnd } from './RangeSelects';
import { fill } from '../../i18n/fill';
import { messagesFor, type Messages } from '../../i18n/messages';

const MAX_VALUES_SHOWN = 30;
const PANEL_KEYS = new Set<string>(PANEL_FACETS);
const RANGE_CONTROLS = new Set<string>(['price', 'year', 'km']);

type RangeChoice = { facet: RangeFacet; label: string; mins: number[]; maxs: number[]; format: (n: number) => string };

function rangeChoices(site: Site, now: Date, names: Messages['search']['panel']['rangeNames']): RangeChoice[] {
  const year = now.getUTCFullYear();
  const years = Array.from({ length: 16 }, (_, i) => year + 1 - i);
  return [
    {
      facet: 'price',
      label: names.price,
      mins: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000],
      maxs: [10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 250_000],
      format: (n) => formatPrice(n, site.locale),
    },
    { facet: 'year', label: names.year, mins: years.slice(1), maxs: years, format: String },
    {
      facet: 'km',
      label: names.km,
      mins: [],
      maxs: odometerCeilings(site.locale),
      format: (n) => formatOdometer(n, site.locale),
    },
  ];
}

/** The selects of a range filter: "from" where the range has lower bounds, "up to" always; the current range chosen. */
function rangeEnds(r: RangeChoice, current: SearchQuery['ranges'][RangeFacet], texts: Messages['search']['panel']): { from: RangeEnd | null; upTo: RangeEnd } {
  const options = (anyLabel: string, prefix: string, template: string, bounds: number[]) => [
    { value: '', label: anyLabel },
    ...bounds.map((n) => ({ value: `${prefix}${n}`, label: fill(template, { value: r.format(n) }) })),
  ];
  return {
    from:
      r.mins.length > 0
        ? { label: fill(texts.fromLabel, { name: r.label }), options: options(texts.anyMin, '>=', texts.fromOption, r.mins), chosen: current?.min != null ? `>=${current.min}` : '' }
        : null,
    upTo: { label: fill(texts.upToLabel, { name: r.label }), options: options(texts.anyMax, '<=', texts.upToOption, r.maxs), chosen: current?.max != null ? `<=${current.max}` : '' },
  };
}

/**
 * The filter form. It is a plain GET form, so it works without JavaScript: it sends the whole
 * state to the site-wide search path, and the page redirects to the state's canonical URL.
 */
export function FacetPanel({
  site,
  query,
  ctx,
  facets,
  countLabel,
  now,
}: {
  site: Site;
  query: SearchQuery;
  /** Serialisable: the live form computes canonical URLs in the browser with it. */
  ctx: SearchUrlContext;
  facets: FacetCounts;
  countLabel: string;
  now: Date;
}) {
  const texts = messagesFor(site.locale).search.panel;
  return (
    <LiveFacetForm ctx={ctx} query={query} locale={site.locale} className="facet-panel" action={FALLBACK_SEARCH_PATH} label={texts.title}>
      <div className="facet-group">
        <label htmlFor="facet-query" className="facet-heading">
          {texts.keyword}
        </label>
        <input id="facet-query" name="query" type="search" defaultValue={query.query} placeholder={texts.keywordPlaceholder} />
      </div>
      {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {/* Filters the panel has no control for (a route's preset, a shared link) ride along unchanged. */}
      {VALUE_FACETS.filter((f) => !PANEL_KEYS.has(f)).flatMap((f) =>
        (query.filters[f] ?? []).map((v) => <input key={`${f}:${v}`} type="hidden" name={f} value={v} />),
      )}
      {RANGE_FACETS.filter((f) => !RANGE_CONTROLS.has(f)).flatMap((f) => {
        const range = query.ranges[f];
        return range ? [<input key={f} type="hidden" name={f} value={`${range.min ?? ''}..${range.max ?? ''}`} />] : [];
      })}
      {rangeChoices(site, now, texts.rangeNames).map((r) => {
        const current = query.ranges[r.facet];
        if (r.facet === 'price') {
          return <PriceFilter key={r.facet} current={current ?? null} locale={site.locale} label={r.label} choices={{ mins: r.mins, maxs: r.maxs }} texts={texts} />;
        }
        return <RangeSelects key={r.facet} facet={r.facet} heading={r.label} {...rangeEnds(r, current, texts)} />;
      })}
      {PANEL_FACETS.map((key) => {
        const counts = facets[key] ?? {};
        const selected = query.filters[key] ?? [];
        const values = Object.entries(counts)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, MAX_VALUES_SHOWN);
        for (const v of selected) if (!(v in counts)) values.push([v, 0]);
        if (values.length === 0 || (key === 'model' && !query.filters.make)) return null;
        const choices = values.map(([value, count]) => ({ value, label: facetValueLabel(key, value, site.locale), count, checked: selected.includes(value) }));
        return <FacetValues key={key} facet={key} heading={facetLabel(key, site.locale)} choices={choices} />;
      })}
      <ShowMeButton label={countLabel} template={messagesFor(site.locale).search.showMe} stockKind={site.config.stockKind} />
    </LiveFacetForm>
  );
}
