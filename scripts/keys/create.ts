import { parseArgs } from 'node:util';
import { createApiKey, type CreatedApiKey } from '../../src/dealer-api/keys';
import { runKeyCommand } from './run-key-command';

/** `npm run key:create -- --dealership {slug} [--label "Acme CRM"]`: a new dealer API key, printed once. */
const { values } = parseArgs({ options: { dealership: { type: 'string' }, label: { type: 'string' } } });

if (!values.dealership) {
  console.error('usage: npm run key:create -- --dealership {slug} [--label "what it is for"]');
  process.exitCode = 2;
} else {
  const dealership = values.dealership;
  const label = values.label ?? null;
  await runKeyCommand<CreatedApiKey>(
    'key:create',
    { path: '/api/v1/operator/key-create', body: { dealership, label } },
    (db) => createApiKey(db, dealership, label),
    (created) => {
      console.log(`Key ${created.id} for dealership ${created.dealershipSlug} (prefix ${created.prefix}):`);
      console.log('');
      console.log(`  ${created.key}`);
      console.log('');
      console.log('Store it now: only its hash is kept, so it cannot be shown again. Send it as Authorization: Bearer {key}.');
    },
  );
}
