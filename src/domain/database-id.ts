/** The largest id a PostgreSQL integer column holds: a larger number names no row, and asking for it would be a database error. */
export const DATABASE_ID_MAX = 2_147_483_647;

/** A path or query value naming a row: canonical digits (no sign, leading zero or exponent) within range, else null. */
export function parseDatabaseId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= DATABASE_ID_MAX ? id : null;
}
