'use client';

/** One value of a checkbox facet, its label already in the site's words. */
export type FacetValueChoice = { value: string; label: string; count: number; checked: boolean };

/**
 * One checkbox list of the filter panel (make, body, colour...). A client component for its props'
 * sake only: a page's hydration data carries each value's four fields rather than its element
 * tree (docs/decisions/053-car-cards-sent-as-data.md). The form around it reads the checkboxes.
 */
export function FacetValues({ facet, heading, choices }: { facet: string; heading: string; choices: readonly FacetValueChoice[] }) {
  return (
    <fieldset className="facet-group">
      <legend className="facet-heading">{heading}</legend>
      <ul className="facet-values">
        {choices.map(({ value, label, count, checked }) => {
          const id = `facet-${facet}-${value}`.replace(/[^\w-]/g, '_');
          return (
            <li key={value}>
              <input id={id} type="checkbox" name={facet} value={value} defaultChecked={checked} />
              <label htmlFor={id}>
                {label} <span className="facet-count">({count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
