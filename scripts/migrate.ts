import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const handle = await openDatabase();
try {
  const applied = await migrate(handle);
  console.log(`[db] ${applied} migration(s) applied on ${handle.engine}`);
} catch (error) {
  console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
