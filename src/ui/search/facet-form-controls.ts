import type { SearchQuery } from '../../domain/search/search-query';
import { isRangeFacet, isValueFacet } from '../../domain/search/parse';

/** The facet form's controls and its answer, read from the DOM for refineFromForm (src/domain/search/state.ts). */

function controlNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name) names.add(name);
  }
  return names;
}

/** The form's controls, for refineFromForm: what the form can say, and what it says now. */
export function formEntries(form: HTMLFormElement): { pairs: [string, string][]; controls: Set<string> } {
  const pairs: [string, string][] = [];
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') pairs.push([key, value]);
  return { pairs, controls: controlNames(form) };
}

/** Puts the controls back in step with the state on screen (after Back/Forward, or a link). */
export function syncControls(form: HTMLFormElement, query: SearchQuery): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox' && isValueFacet(el.name)) {
      el.checked = (query.filters[el.name] ?? []).includes(el.value);
    } else if (el instanceof HTMLSelectElement && isRangeFacet(el.name)) {
      const range = query.ranges[el.name];
      const match = Array.from(el.options).find((o) => {
        const m = /^(>=|<=)(-?\d+)$/.exec(o.value);
        if (!m || !range) return false;
        return Number(m[2]) === (m[1] === '>=' ? range.min : range.max);
      });
      el.value = match?.value ?? '';
    } else if (el instanceof HTMLInputElement && el.name === 'query' && el !== document.activeElement) {
      el.value = query.query;
    }
  }
}
