import { clickEvent, pageEvents } from '@/domain/insights/page-signals';
import { recordEvent } from '../forms/analytics';

/**
 * The insight events of the page in the browser (issue 31, docs/insights.md): after each page
 * view, the view and what the page's marks say it is about (src/domain/insights/page-signals.ts);
 * and, once per document, calls and direction clicks. Each is one fire-and-forget POST.
 */
export function sendPageEvents(): void {
  const car = document.querySelector<HTMLElement>('[data-insight-car]')?.dataset.insightCar ?? null;
  const search = document.querySelector<HTMLElement>('[data-insight-search]')?.dataset.insightSearch ?? null;
  for (const { event, properties } of pageEvents({ car, search })) recordEvent({ event, properties });
}

let watching = false;

export function watchInsightClicks(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'click',
    (click) => {
      const link = click.target instanceof Element ? click.target.closest('a') : null;
      if (!link) return;
      const event = clickEvent(link.getAttribute('href'), link.dataset.insightClick ?? null);
      if (event) recordEvent({ event });
    },
    { capture: true },
  );
}
