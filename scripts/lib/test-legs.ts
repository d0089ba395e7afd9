/**
 * Which Vitest files touch a database. CI runs these on both engines (embedded PGlite and a
 * PostgreSQL server) and every other Vitest file once (docs/decisions/033-ci-once-per-concern.md).
 */
export const DATABASE_TESTS = ['tests/integration/**/*.test.ts', 'tests/durability/**/*.test.ts'];

/** Every Vitest file; those not in DATABASE_TESTS must not open a database. */
export const ALL_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts', ...DATABASE_TESTS.filter((glob) => glob.startsWith('tests/'))];
