import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

// PGlite's WebAssembly memory never shrinks: whatever the shared buffers fill stays resident in the
// server (issue 30), so the embedded database opens with fewer than PostgreSQL's default 128 MB.
describe('embedded database memory', () => {
  it('opens with 32 MB of shared buffers', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      // The drizzle type shared by both engines leaves the result untyped; PGlite's carries `rows`.
      const result = (await handle.db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] };
      expect(result.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await handle.close();
    }
  });
});
