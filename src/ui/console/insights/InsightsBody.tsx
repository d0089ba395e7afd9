import { changeText } from '@/domain/insights/chart-text';
import type { InsightsReport, Row } from '@/domain/insights/report';
import type { InsightsScopeInput } from '@/domain/insights/scope';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';

/**
 * The insights page's body (issue 31): the scope and range form, the CSV download, the headline
 * figures against the previous range, and one chart per question a dealer asks, each with its
 * sentence and its table. All of it is server-rendered: no chart script reaches the browser.
 */
export type InsightsBodyProps = {
  sites: readonly { id: number; name: string }[];
  scope: InsightsScopeInput;
  scopeName: string;
  report: InsightsReport;
  today: string;
  csvHref: string;
};

function funnelRows(rows: readonly Row[]): Row[] {
  const first = rows[0]?.count ?? 0;
  return rows.map((row, index) => (index === 0 || first === 0 ? row : { ...row, label: `${row.label} (${Math.round((row.count / first) * 100)}% of visits)` }));
}

export function InsightsBody({ sites, scope, scopeName, report, today, csvHref }: InsightsBodyProps) {
  const { range, previous } = report;
  return (
    <main className="console-main insights">
      <h1>Insights</h1>
      <p className="insights-lead">
        {scopeName}, {range.from} to {range.to}, compared with {previous.from} to {previous.to}.
      </p>
      <form method="get" action="/console/insights" className="insights-filter">
        <div>
          <label htmlFor="insights-site">Site</label>
          <select id="insights-site" name="site" defaultValue={scope.kind === 'site' ? String(scope.siteId) : 'all'}>
            <option value="all">All your sites</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="insights-from">From</label>
          <input id="insights-from" type="date" name="from" defaultValue={range.from} max={today} required />
        </div>
        <div>
          <label htmlFor="insights-to">To</label>
          <input id="insights-to" type="date" name="to" defaultValue={range.to} max={today} required />
        </div>
        <button type="submit" className="console-button">
          Show
        </button>
      </form>
      <p>
        <a href={csvHref} download>
          Download these figures as CSV
        </a>
      </p>

      <section aria-labelledby="insights-totals">
        <h2 id="insights-totals">At a glance</h2>
        <ul className="insights-tiles">
          {report.totals.map((total) => (
            <li key={total.key} className="insights-tile">
              <span className="insights-tile-label">{total.label}</span>
              <span className="insights-tile-value">{total.current.toLocaleString('en-AU')}</span>
              <span className="insights-tile-change">{changeText(total.change, total.previous)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="insights-daily">
        <h2 id="insights-daily">Day by day</h2>
        <LineChart id="chart-daily" title="Visits, searches, car page views and leads per day" days={report.daily.days} series={report.daily.series} />
      </section>

      <section aria-labelledby="insights-funnel">
        <h2 id="insights-funnel">From visit to lead</h2>
        <BarChart id="chart-funnel" title="Visits reaching each step" rows={funnelRows(report.funnel)} valueLabel="Visits" />
      </section>

      <section aria-labelledby="insights-leads">
        <h2 id="insights-leads">Leads by kind and source</h2>
        <div className="insights-grid">
          <BarChart id="chart-leads-kind" title="Leads by kind" rows={report.leadsByKind} valueLabel="Leads" />
          <BarChart id="chart-leads-page" title="Leads by page sent from" rows={report.leadsByPage} valueLabel="Leads" />
          <BarChart id="chart-leads-campaign" title="Leads by campaign (utm_campaign)" rows={report.leadsByCampaign} valueLabel="Leads" />
          <BarChart id="chart-leads-referrer" title="Leads by referring site" rows={report.leadsByReferrer} valueLabel="Leads" />
        </div>
      </section>

      <section aria-labelledby="insights-cars">
        <h2 id="insights-cars">Cars</h2>
        <div className="insights-grid">
          <BarChart id="chart-cars-views" title="Most viewed cars" rows={report.topCarsByViews} valueLabel="Visits viewing" />
          <BarChart id="chart-cars-leads" title="Cars with the most leads" rows={report.topCarsByLeads} valueLabel="Leads" />
          <BarChart id="chart-cars-no-leads" title="Viewed often, no lead yet" rows={report.viewedWithoutLeads} valueLabel="Visits viewing" />
          <BarChart id="chart-stock-age" title="Cars in stock by days listed" rows={report.stockAge} valueLabel="Cars" />
        </div>
      </section>

      <section aria-labelledby="insights-searches">
        <h2 id="insights-searches">Searches that found nothing</h2>
        <BarChart id="chart-empty-searches" title="Words of searches with no results" rows={report.emptySearches} valueLabel="Visits searching" />
      </section>
    </main>
  );
}
