-- Identifiers (stock numbers, VINs: six or more characters with at least four digits) are matched
-- exactly as typed, so they stay out of the vocabulary that typo matching searches.
-- src/db/queries/search.ts (isIdentifierWord) applies the same rule to query words.
CREATE FUNCTION is_identifier_word(w text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(w) >= 6 AND length(regexp_replace(w, '[^0-9]', '', 'g')) >= 4
$$;--> statement-breakpoint
-- Keep search_vocabulary holding every other word of every car's search_words. Statement-level
-- triggers with transition tables add a bulk load's words in one statement, not one per row.
CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT w FROM changed_cars, unnest(changed_cars.search_words) AS w
    WHERE w <> '' AND NOT is_identifier_word(w)
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cars_search_words_inserted AFTER INSERT ON cars
  REFERENCING NEW TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();--> statement-breakpoint
CREATE TRIGGER cars_search_words_updated AFTER UPDATE ON cars
  REFERENCING NEW TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
