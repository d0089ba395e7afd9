import { describe, expect, it } from 'vitest';
import { csvCell, reportCsv } from './csv';
import { buildReport, type ReportInputs } from './report';

const inputs: ReportInputs = {
  range: { from: '2026-11-01', to: '2026-11-03' },
  daily: [
    { metric: 'visits', day: '2026-10-30', count: 4 },
    { metric: 'visits', day: '2026-11-01', count: 5 },
    { metric: 'visits', day: '2026-11-03', count: 7 },
    { metric: 'leads_by_kind', day: '2026-11-02', count: 2 },
  ],
  top: [
    { metric: 'funnel', dimension: 'page_view', count: 12 },
    { metric: 'funnel', dimension: 'car_view', count: 6 },
    { metric: 'car_views', dimension: '7', count: 9 },
    { metric: 'car_views', dimension: '99', count: 1 },
    { metric: 'leads_by_referrer', dimension: '', count: 2 },
    { metric: 'leads_by_kind', dimension: 'test-drive', count: 2 },
    { metric: 'empty_searches', dimension: '=cmd|calc', count: 1 },
  ],
  viewedWithoutLeads: [{ car: '7', views: 9 }],
  carNames: new Map([[7, { name: '2021 Toyota HiLux SR5', stocknum: 'HT123' }]]),
  stockAge: [3, 0, 1, 2],
};

describe('buildReport', () => {
  const report = buildReport(inputs);

  it('compares each total with the previous range of the same length', () => {
    expect(report.previous).toEqual({ from: '2026-10-29', to: '2026-10-31' });
    expect(report.totals.find((t) => t.key === 'visits')).toMatchObject({ current: 12, previous: 4, change: 200 });
    expect(report.totals.find((t) => t.key === 'leads')).toMatchObject({ current: 2, previous: 0, change: null });
  });

  it('fills every day of the range, zero where nothing was counted', () => {
    expect(report.daily.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(report.daily.series.find((s) => s.key === 'visits')?.values).toEqual([5, 0, 7]);
  });

  it('shows every funnel stage, names cars, and words the blanks', () => {
    expect(report.funnel.map((r) => r.count)).toEqual([12, 0, 6, 0]);
    expect(report.topCarsByViews).toEqual([
      { label: '2021 Toyota HiLux SR5 (stock HT123)', count: 9 },
      { label: 'Car 99 (no longer listed)', count: 1 },
    ]);
    expect(report.leadsByReferrer).toEqual([{ label: 'Direct or unknown', count: 2 }]);
    expect(report.stockAge.map((r) => r.count)).toEqual([3, 0, 1, 2]);
  });

  it('writes a CSV a spreadsheet cannot run', () => {
    const csv = reportCsv(report);
    expect(csv.split('\r\n')[0]).toBe('section,label,value,previous');
    expect(csv).toContain('totals,Visits,12,4\r\n');
    expect(csv).toContain("searches that found nothing,'=cmd|calc,1,\r\n");
    expect(csv).toContain('daily visits,2026-11-03,7,\r\n');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['@x', "'@x"],
    [42, '42'],
  ] as const)('%s → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
