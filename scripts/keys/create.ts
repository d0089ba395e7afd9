import { parseArgs } from 'node:util';
import { createApiKey } from '../../src/dealer-api/keys';
import { withDatabase } from './with-database';

/** `npm run key:create -- --dealership {slug} [--label "Acme CRM"]`: a new dealer API key, printed once. */
const { values } = parseArgs({ options: { dealership: { type: 'string' }, label: { type: 'string' } } });

if (!values.dealership) {
  console.error('usage: npm run key:create -- --dealership {slug} [--label "what it is for"]');
  process.exitCode = 2;
} else {
  const dealership = values.dealership;
  await withDatabase('key:create', async (db) => {
    const created = await createApiKey(db, dealership, values.label ?? null);
    console.log(`Key ${created.id} for dealership ${created.dealershipSlug} (prefix ${created.prefix}):`);
    console.log('');
    console.log(`  ${created.key}`);
    console.log('');
    console.log('Store it now: only its hash is kept, so it cannot be shown again. Send it as Authorization: Bearer {key}.');
  });
}
