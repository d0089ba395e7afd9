'use client';

/** One end of a range filter: its hidden label, its choices (the first is "any") and the one chosen. */
export type RangeEnd = { label: string; options: readonly { value: string; label: string }[]; chosen: string };

/**
 * A range filter as one or two selects (year from and up to; kilometres up to), the option texts
 * already formatted in the site's words. A client component for its props' sake only, as
 * FacetValues is.
 */
export function RangeSelects({ facet, heading, from, upTo }: { facet: string; heading: string; from: RangeEnd | null; upTo: RangeEnd }) {
  return (
    <fieldset className="facet-group facet-range">
      <legend className="facet-heading">{heading}</legend>
      {from ? <RangeSelect facet={facet} end={from} /> : null}
      <RangeSelect facet={facet} end={upTo} />
    </fieldset>
  );
}

function RangeSelect({ facet, end }: { facet: string; end: RangeEnd }) {
  return (
    <label>
      <span className="visually-hidden">{end.label}</span>
      <select name={facet} defaultValue={end.chosen}>
        {end.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
