import { revokeKey } from '../../src/dealer-api/keys';
import { withDatabase } from './with-database';

/** `npm run key:revoke -- {id or prefix}`: the key stops working at once; it stays listed as revoked. */
const which = process.argv[2];

if (!which) {
  console.error('usage: npm run key:revoke -- {id or prefix, as key:list shows them}');
  process.exitCode = 2;
} else {
  await withDatabase('key:revoke', async (db) => {
    const revoked = await revokeKey(db, which);
    console.log(`Key ${revoked.id} (${revoked.prefix}) revoked at ${revoked.revokedAt.toISOString()}.`);
  });
}
