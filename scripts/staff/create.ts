import { parseArgs } from 'node:util';
import { createStaffMember, type CreatedStaff } from '../../src/console/staff-create';
import { runKeyCommand } from '../keys/run-key-command';

/**
 * `npm run staff:create -- --email {address} --dealership {slug} --role owner|manager|sales [--name "..."]`
 * or `-- --email {address} --operator`: a console staff member, who then signs in by emailed code.
 * Works while the server runs, on either engine (the key commands' hand-over, decision 019).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, dealership: { type: 'string' }, role: { type: 'string' }, operator: { type: 'boolean' } },
});

if (!values.email) {
  console.error('usage: npm run staff:create -- --email {address} (--dealership {slug} --role owner|manager|sales | --operator) [--name "Full Name"]');
  process.exitCode = 2;
} else {
  const body = { email: values.email, name: values.name, dealership: values.dealership, role: values.role, operator: values.operator ?? false };
  await runKeyCommand<CreatedStaff>(
    'staff:create',
    { path: '/api/v1/operator/staff-create', body },
    (db) => createStaffMember(db, body),
    (created) => {
      const what = created.operator ? 'a platform operator (every dealership)' : `${created.role} at ${created.dealership}`;
      console.log(`Staff ${created.id} ${created.email} is ${what}. They sign in at /console/sign-in with a code emailed to that address.`);
    },
  );
}
