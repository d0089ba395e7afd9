import type { LeadFilters as Filters } from '../../../domain/console/lead-filters';

type Choice = { value: string; label: string };

export type FilterChoices = {
  sites: { id: number; name: string }[];
  staff: { id: number; name: string }[];
  kinds: Choice[];
  statuses: Choice[];
};

function Select({ id, name, label, value, choices, any }: { id: string; name: string; label: string; value: string | undefined; choices: Choice[]; any: string }) {
  return (
    <div className="leads-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The inbox's filters: a plain GET form, so the filters live in the URL (bookmarkable, shared,
 * exported alike) and work before any script loads.
 */
export function LeadFilters({ filters, choices }: { filters: Filters; choices: FilterChoices }) {
  return (
    <form method="get" action="/console/leads" className="leads-filters" role="search" aria-label="Filter leads">
      <div className="leads-filter leads-filter-search">
        <label htmlFor="leads-q">Search</label>
        <input id="leads-q" name="q" type="search" defaultValue={filters.q ?? ''} placeholder="Name, email, phone or stock number" />
      </div>
      <Select id="leads-site" name="site" label="Site" value={filters.site?.toString()} any="Every site" choices={choices.sites.map((site) => ({ value: String(site.id), label: site.name }))} />
      <Select id="leads-kind" name="kind" label="Kind" value={filters.kind} any="Every kind" choices={choices.kinds} />
      <Select id="leads-status" name="status" label="Status" value={filters.status} any="Every status" choices={choices.statuses} />
      <Select
        id="leads-assignee"
        name="assignee"
        label="Assigned to"
        value={filters.assignee?.toString()}
        any="Anyone"
        choices={[{ value: 'none', label: 'Nobody' }, ...choices.staff.map((person) => ({ value: String(person.id), label: person.name }))]}
      />
      <Select id="leads-car" name="car" label="Car" value={filters.car} any="With or without" choices={[{ value: 'yes', label: 'About a car' }, { value: 'no', label: 'No car' }]} />
      <div className="leads-filter">
        <label htmlFor="leads-from">From</label>
        <input id="leads-from" name="from" type="date" defaultValue={filters.from ?? ''} />
      </div>
      <div className="leads-filter">
        <label htmlFor="leads-to">To</label>
        <input id="leads-to" name="to" type="date" defaultValue={filters.to ?? ''} />
      </div>
      <div className="leads-filter-actions">
        <button type="submit" className="console-button">
          Show leads
        </button>
        <a href="/console/leads" className="console-link-button">
          Clear
        </a>
      </div>
    </form>
  );
}
