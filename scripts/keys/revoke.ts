import { revokeKey } from '../../src/dealer-api/keys';
import { runKeyCommand } from './run-key-command';

/** `npm run key:revoke -- {id or prefix}`: the key stops working at once; it stays listed as revoked. */
const which = process.argv[2];

if (!which) {
  console.error('usage: npm run key:revoke -- {id or prefix, as key:list shows them}');
  process.exitCode = 2;
} else {
  await runKeyCommand(
    'key:revoke',
    { path: '/api/v1/operator/key-revoke', body: { key: which } },
    (db) => revokeKey(db, which),
    (revoked) => console.log(`Key ${revoked.id} (${revoked.prefix}) revoked at ${revoked.revokedAt.toISOString()}.`),
  );
}
