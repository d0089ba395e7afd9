-- Stock feed updates, again (npm run bench:import, docs/stock-import.md): the two helpers of the
-- facet-count triggers are now inlined into the trigger's statement instead of each call running
-- as a statement of its own. PostgreSQL inlines a SQL function only when its body is no more
-- volatile than the function says; both bodies held a stable operation, so neither was inlined,
-- and search_count_state, called four times per updated car, was half the time of a feed update.
--
-- search_band: the same values; `integer || text` (stable, as it works for any type) becomes an
-- explicit integer-to-text cast (immutable).
CREATE OR REPLACE FUNCTION search_band(amount integer, bands integer[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT bands[width_bucket(amount, bands)]::text || '-' || coalesce(bands[width_bucket(amount, bands) + 1]::text, '')
$$;--> statement-breakpoint
-- search_count_state: a row's text form is stable (each column type's output function may be), so
-- the function is declared stable; it is only called from the count_search_facets trigger, never
-- from an index or a generated column, which would need immutable.
ALTER FUNCTION search_count_state(cars) STABLE;
